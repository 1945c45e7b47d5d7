/**
 * Every interface text, in two namespaces per language of the registry (./languages.ts), each file
 * keyed by area and, inside, by screen; `en` files hold the product's English wording verbatim,
 * every other language's files the same keys:
 * - `translation` (`locales/<code>.json`): what any visitor's page may show (the layout, signing
 *   in and forms, the catalogue, the home page's content, notifications);
 * - `learner` (`locales/learner-<code>.json`): the learner's own pages (libraries, tests, results,
 *   answer-key challenges, the schedule, error reports), fetched when one of them is first opened.
 *
 * English `translation` travels in the first load; the rest is fetched when needed (./index.ts),
 * so an English first visit carries no other language nor the learner's pages (docs/performance.md).
 */
import en from './locales/en.json';
import type learnerEn from './locales/learner-en.json';

export { en };
export type LearnerTexts = typeof learnerEn;

export type Namespace = 'translation' | 'learner';

/** Every language's files, each a chunk of its own, found by name: a new language needs no code. */
const files = import.meta.glob<{ default: object }>('./locales/*.json');

/** One namespace's texts in one language, in a chunk of its own (English `translation` excepted). */
export async function loadTexts(language: string, namespace: Namespace): Promise<object> {
  if (namespace === 'translation' && language === 'en') return en;
  const load = files[namespace === 'learner' ? `./locales/learner-${language}.json` : `./locales/${language}.json`];
  if (!load) throw new Error(`No ${namespace} texts for the language ${language}`);
  return (await load()).default;
}
