/**
 * Every interface text, one resource per language: `locales/en.json` holds the product's English
 * wording verbatim, `locales/hi.json` the same keys in Hindi. Keys are grouped by area (layout,
 * auth, catalog, content, libraries, quiz, results, report) and, inside, by screen.
 */
import en from './locales/en.json';
import hi from './locales/hi.json';

export { en, hi };
