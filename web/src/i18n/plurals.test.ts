import { describe, expect, it } from 'vitest';
import { i18n } from '.';

// docs/product.md, "Languages of the interface": a count picks its language's form, and Hindi
// reads zero with the plural ('0 पन्ने मिले'), which its registry row says (zeroIsMany).
describe('counts in each language', () => {
  const pages = (count: number) => i18n.t('libraries.mains.upload.pagesOnly', { count, pages: String(count) });

  it('reads zero as many in Hindi, one as one', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('learner');
    expect(pages(0)).toBe('0 पन्ने मिले');
    expect(pages(1)).toBe('1 पन्ना मिला');
    expect(pages(3)).toBe('3 पन्ने मिले');
  });

  it('keeps English and Marathi to their own rules', async () => {
    await i18n.loadNamespaces('learner');
    expect(pages(0)).toBe(i18n.t('libraries.mains.upload.pagesOnly_other', { pages: '0' }));
    expect(pages(1)).toBe(i18n.t('libraries.mains.upload.pagesOnly_one', { pages: '1' }));
    await i18n.changeLanguage('mr');
    await i18n.loadNamespaces('learner');
    expect(pages(0)).toBe(i18n.t('libraries.mains.upload.pagesOnly_other', { pages: '0' }));
    expect(pages(1)).toBe(i18n.t('libraries.mains.upload.pagesOnly_one', { pages: '1' }));
  });
});
