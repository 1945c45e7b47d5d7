/**
 * Every interface text, one resource per language: `locales/en.json` holds the product's English
 * wording verbatim, `locales/hi.json` the same keys in Hindi. Keys are grouped by area (layout,
 * auth, catalog, content, libraries, quiz, results, report) and, inside, by screen.
 *
 * English is the default and travels in the first load; Hindi is fetched when it is chosen or
 * remembered (./index.ts), so an English first visit does not carry it (docs/performance.md).
 */
import en from './locales/en.json';

export { en };

/** The Hindi texts, in a chunk of their own. */
export async function loadHindi(): Promise<typeof en> {
  return (await import('./locales/hi.json')).default;
}
