import { describe, expect, it } from 'vitest';
import { en } from './resources';
import hi from './locales/hi.json';
import learnerEn from './locales/learner-en.json';
import learnerHi from './locales/learner-hi.json';
import { leaves, placeholders, tags } from '@/test/locales';

describe('the interface resources', () => {
  const english = leaves({ ...en, ...learnerEn });
  const hindi = leaves({ ...hi, ...learnerHi });

  it('puts each area in one namespace only, the same in both languages', () => {
    expect(Object.keys(en).filter((area) => area in learnerEn)).toEqual([]);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(learnerHi).sort()).toEqual(Object.keys(learnerEn).sort());
  });

  it('has every key in both languages', () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('keeps the same placeholders and markup in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = hindi.get(key) ?? '';
      return placeholders(text).join() !== placeholders(other).join() || tags(text).join() !== tags(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has no empty text and writes Hindi in Devanagari', () => {
    expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    // A Hindi text of Latin words only is an untranslated copy, unless it is a name kept as it is
    // (a brand, 'PDF', 'English' in the language switch): short and the same in both resources.
    const latinOnly = (text: string) => /[a-z]{2}/i.test(text) && !/[\u0900-\u097f]/.test(text);
    const untranslated = [...hindi].filter(
      ([key, text]) => latinOnly(text) && (text !== english.get(key) || text.split(/\s+/).length > 3),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
