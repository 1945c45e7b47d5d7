/**
 * Every interface text, in two namespaces per language, each file keyed by area and, inside, by
 * screen; `en` files hold the product's English wording verbatim, `hi` files the same keys in
 * Hindi:
 * - `translation` (`locales/{en,hi}.json`): what any visitor's page may show (the layout, signing
 *   in and forms, the catalogue, the home page's content, notifications);
 * - `learner` (`locales/learner-{en,hi}.json`): the learner's own pages (libraries, tests, results,
 *   answer-key challenges, the schedule, error reports), fetched when one of them is first opened.
 *
 * English `translation` travels in the first load; the rest is fetched when needed (./index.ts),
 * so an English first visit carries neither Hindi nor the learner's pages (docs/performance.md).
 */
import en from './locales/en.json';
import type learnerEn from './locales/learner-en.json';

export { en };
export type LearnerTexts = typeof learnerEn;

export type Namespace = 'translation' | 'learner';

/** One namespace's texts in one language, in a chunk of its own (English `translation` excepted). */
export async function loadTexts(language: string, namespace: Namespace): Promise<object> {
  if (namespace === 'learner') {
    return language === 'hi'
      ? (await import('./locales/learner-hi.json')).default
      : (await import('./locales/learner-en.json')).default;
  }
  return language === 'hi' ? (await import('./locales/hi.json')).default : en;
}
