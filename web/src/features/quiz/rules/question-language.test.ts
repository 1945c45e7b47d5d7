import { beforeEach, describe, expect, it } from 'vitest';
import { hasHindiVersion, isBilingual, questionIn, storedQuizLanguage, storeQuizLanguage } from './question-language';

const question = {
  id: 1,
  description: '<p>Which river is called the Dakshin Ganga?</p>',
  options: [
    { id: 11, text: 'Godavari' },
    { id: 12, text: 'Krishna' },
  ],
  explanation: '<p>The longest river of the peninsula.</p>',
  translations: {
    hi: {
      description: '<p>किस नदी को दक्षिण गंगा कहा जाता है?</p>',
      options: [
        { id: 12, text: 'कृष्णा' },
        { id: 11, text: 'गोदावरी' },
      ],
      explanation: '<p>प्रायद्वीप की सबसे लंबी नदी।</p>',
    },
  },
};

describe('the language of a question', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the Hindi words with the same option ids, in the first version’s order', () => {
    const shown = questionIn(question, 'hi');
    expect(shown.language).toBe('hi');
    expect(shown.question.description).toContain('दक्षिण गंगा');
    expect(shown.question.options).toEqual([
      { id: 11, text: 'गोदावरी' },
      { id: 12, text: 'कृष्णा' },
    ]);
    expect(shown.question.explanation).toContain('सबसे लंबी');
  });

  it('keeps a question without a Hindi version in its first language', () => {
    const english = { ...question, translations: undefined };
    expect(questionIn(english, 'hi')).toEqual({ question: english, language: 'en' });
    expect(questionIn(question, 'en').question).toBe(question);
  });

  it('tells a bilingual test and questions with a Hindi version', () => {
    expect(isBilingual(['en', 'hi'])).toBe(true);
    expect(isBilingual(['en'])).toBe(false);
    expect(hasHindiVersion([question])).toBe(true);
    expect(hasHindiVersion([{ ...question, translations: undefined }])).toBe(false);
  });

  it('remembers the choice per learner', () => {
    expect(storedQuizLanguage('ASP-1')).toBe('en');
    storeQuizLanguage('ASP-1', 'hi');
    expect(storedQuizLanguage('ASP-1')).toBe('hi');
    expect(storedQuizLanguage('ASP-2')).toBe('en');
  });
});
