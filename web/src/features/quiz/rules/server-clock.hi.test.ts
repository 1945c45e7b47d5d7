import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { submitFailure } from './failures';
import { describeDuration, timeAnnouncement } from './server-clock';

describe('the quiz texts in Hindi', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('announces the time left in Hindi, with Hindi plurals', async () => {
    await i18n.changeLanguage('hi');
    expect(describeDuration(3600)).toBe('1 घंटा');
    expect(describeDuration(7500)).toBe('2 घंटे 5 मिनट');
    expect(timeAnnouncement(1201, 1200)).toBe('20 मिनट शेष');
    expect(timeAnnouncement(31, 30)).toBe('30 सेकंड शेष');
  });

  it('words a failed submit in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(submitFailure(new TypeError('Failed to fetch'))).toBe('आपका टेस्ट सबमिट करने में समस्या आई।');
  });
});
