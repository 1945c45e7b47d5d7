import { describe, expect, it } from 'vitest';
import { inLanguage, type Translations, translated } from './translated';

const course = {
  name: 'Prelims Test Series 2027',
  discount_info: 'Save 33%',
  subtitle: '',
  translations: { hi: { discount_info: '33% की बचत' }, mr: { name: 'पूर्व परीक्षा टेस्ट सिरीज 2027', discount_info: '  ' } },
};

describe('translated', () => {
  it("answers the learner's language where staff wrote it", () => {
    expect(translated(course, 'name', 'mr')).toBe('पूर्व परीक्षा टेस्ट सिरीज 2027');
    expect(translated(course, 'discount_info', 'hi')).toBe('33% की बचत');
  });

  it('falls back to English where the language has no text, or only spaces', () => {
    expect(translated(course, 'name', 'hi')).toBe('Prelims Test Series 2027');
    expect(translated(course, 'discount_info', 'mr')).toBe('Save 33%');
    expect(translated(course, 'name', 'en')).toBe('Prelims Test Series 2027');
    expect(translated(course, 'name', 'ta')).toBe('Prelims Test Series 2027');
  });

  it('reads a record without translations, and an empty English as empty', () => {
    const section: { name: string; translations?: Translations } = { name: 'CSAT' };
    expect(translated(section, 'name', 'hi')).toBe('CSAT');
    expect(translated(course, 'subtitle', 'mr')).toBe('');
  });
});

describe('inLanguage', () => {
  it("puts the language's texts in place of the English, and keeps the rest", () => {
    const shown = inLanguage(course, 'mr');
    expect(shown.name).toBe('पूर्व परीक्षा टेस्ट सिरीज 2027');
    expect(shown.discount_info).toBe('Save 33%');
    expect(shown.subtitle).toBe('');
    expect(inLanguage(course, 'en')).toBe(course);
  });
});
