import { describe, expect, it } from 'vitest';
import { en } from './resources';
import learnerEn from './locales/learner-en.json';
import { DEFAULT_LANGUAGE, LANGUAGE_ROWS } from './languages';
import { leaves, placeholders, type Tree, tags } from '@/test/locales';

/** Every language's files, read as the app will find them (by name: resources.ts). */
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

function texts(code: string): { translation: Tree; learner: Tree } {
  const translation = files[`./locales/${code}.json`];
  const learner = files[`./locales/learner-${code}.json`];
  if (!translation || !learner) throw new Error(`the registry's ${code} has no texts in src/i18n/locales`);
  return { translation, learner };
}

/** A text in Latin letters only: an untranslated copy, unless it is a name kept as it is. */
const latinOnly = (text: string) => /[a-z]{2}/i.test(text) && !/[\u0900-\u097f]/.test(text);

describe('the interface resources', () => {
  const english = leaves({ ...en, ...learnerEn });
  const hindi = leaves({ ...texts('hi').translation, ...texts('hi').learner });

  it('puts each area in one namespace only', () => {
    expect(Object.keys(en).filter((area) => area in learnerEn)).toEqual([]);
    expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  // Every language of the registry (internal/platform/locale/languages.json) is a whole resource
  // in each namespace: the English keys, with every interpolation and Trans tag the code fills in.
  describe.each(LANGUAGE_ROWS.filter((row) => row.code !== DEFAULT_LANGUAGE))('$englishName', ({ code }) => {
    const { translation, learner } = texts(code);
    const language = leaves({ ...translation, ...learner });

    it('has exactly the English keys, namespace by namespace', () => {
      expect([...leaves(translation).keys()].sort()).toEqual([...leaves(en).keys()].sort());
      expect([...leaves(learner).keys()].sort()).toEqual([...leaves(learnerEn).keys()].sort());
    });

    it('keeps every placeholder and tag of the English text', () => {
      const mismatched = [...english].filter(([key, text]) => {
        const other = language.get(key) ?? '';
        return placeholders(text).join() !== placeholders(other).join() || tags(text).join() !== tags(other).join();
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it('translates every text', () => {
      expect([...language].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      // Hindi keeps a name as it is only when it is short and the same as the English (a brand,
      // 'PDF', 'English' in the switch); another language keeps English only where Hindi does.
      const untranslated =
        code === 'hi'
          ? [...language].filter(
              ([key, text]) => latinOnly(text) && (text !== english.get(key) || text.split(/\s+/).length > 3),
            )
          : [...language].filter(([key, text]) => text === english.get(key) && hindi.get(key) !== text);
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  });
});
