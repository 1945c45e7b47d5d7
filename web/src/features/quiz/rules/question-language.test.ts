import { beforeEach, describe, expect, it } from 'vitest';
import {
  chosenQuizLanguage,
  isBilingual,
  languageList,
  otherLanguageOf,
  questionIn,
  questionLanguages,
  quizLanguageIn,
  storeQuizLanguage,
} from './question-language';

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

  it('keeps a question without a version in that language in its first language', () => {
    const english = { ...question, translations: undefined };
    expect(questionIn(english, 'hi')).toEqual({ question: english, language: 'en' });
    expect(questionIn(question, 'mr')).toEqual({ question, language: 'en' });
    expect(questionIn(question, 'en').question).toBe(question);
  });

  it('reads a Marathi version as it reads a Hindi one', () => {
    const marathi = {
      ...question,
      translations: { mr: { ...question.translations.hi, description: '<p>दक्षिण गंगा कोणत्या नदीला म्हणतात?</p>' } },
    };
    const shown = questionIn(marathi, 'mr');
    expect(shown.language).toBe('mr');
    expect(shown.question.description).toContain('कोणत्या नदीला');
    expect(shown.question.options.map((option) => option.id)).toEqual([11, 12]);
    expect(questionLanguages([marathi])).toEqual(['en', 'mr']);
    expect(otherLanguageOf(marathi, 'en')).toBe('mr');
    expect(otherLanguageOf(marathi, 'mr')).toBe('en');
  });

  it('tells a bilingual test and the languages its questions can be read in', () => {
    expect(isBilingual(['en', 'hi'])).toBe(true);
    expect(isBilingual(['en', 'mr'])).toBe(true);
    expect(isBilingual(['en'])).toBe(false);
    expect(questionLanguages([question])).toEqual(['en', 'hi']);
    expect(questionLanguages([{ ...question, translations: undefined }])).toEqual(['en']);
    expect(otherLanguageOf({ ...question, translations: undefined }, 'en')).toBeNull();
  });

  it('names the languages in themselves, listed in the interface’s language', () => {
    expect(languageList(['en', 'mr'], 'mr-IN-u-nu-latn')).toBe('English आणि मराठी');
    expect(languageList(['en', 'hi'], 'en-IN')).toBe('English and हिन्दी');
  });

  it('remembers the choice per learner, and opens in a language the test has', () => {
    expect(chosenQuizLanguage('ASP-1')).toBeNull();
    storeQuizLanguage('ASP-1', 'hi');
    expect(chosenQuizLanguage('ASP-1')).toBe('hi');
    expect(chosenQuizLanguage('ASP-2')).toBeNull();
    expect(quizLanguageIn(['en', 'hi'], 'hi', 'en')).toBe('hi');
    // Hindi chosen on another test: a test in English and Marathi follows the interface.
    expect(quizLanguageIn(['en', 'mr'], 'hi', 'mr')).toBe('mr');
    expect(quizLanguageIn(['en', 'mr'], 'hi', 'hi')).toBe('en');
    expect(quizLanguageIn(['en', 'mr'], null, 'en')).toBe('en');
  });
});
