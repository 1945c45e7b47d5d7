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
import { languageRow } from './languages';
import type learnerEn from './locales/learner-en.json';

export { en };
export type LearnerTexts = typeof learnerEn;

export type Namespace = 'translation' | 'learner';

/** Every language's files, each a chunk of its own, found by name: a new language needs no code. */
const files = import.meta.glob<{ default: object }>('./locales/*.json');

type Texts = { [key: string]: string | Texts };

/**
 * The texts with a `_zero` form beside each `_other` one: i18next looks up `_zero` first for a
 * count of 0, in any language, so a language that reads zero as many ('0 पन्ने', not '0 पन्ना')
 * gets it from its registry row rather than from a copy in its files.
 */
export function withZeroAsMany(texts: Texts): Texts {
  const out: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value !== 'string') out[key] = withZeroAsMany(value);
    else {
      out[key] = value;
      if (key.endsWith('_other')) out[`${key.slice(0, -'_other'.length)}_zero`] ??= value;
    }
  }
  return out;
}

/** One namespace's texts in one language, in a chunk of its own (English `translation` excepted). */
export async function loadTexts(language: string, namespace: Namespace): Promise<object> {
  if (namespace === 'translation' && language === 'en') return en;
  const load = files[namespace === 'learner' ? `./locales/learner-${language}.json` : `./locales/${language}.json`];
  if (!load) throw new Error(`No ${namespace} texts for the language ${language}`);
  const texts = (await load()).default as Texts;
  return languageRow(language).zeroIsMany ? withZeroAsMany(texts) : texts;
}
