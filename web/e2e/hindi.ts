/**
 * The Hindi interface's texts for the browser tests, read from the app's own Hindi resources, so
 * that a test finds what a Hindi reader sees without copying the wording.
 */
import hi from '../src/i18n/locales/hi.json';
import learnerHi from '../src/i18n/locales/learner-hi.json';

type Tree = { [key: string]: string | Tree };

/** The Hindi text of `key` with its blanks filled, as i18next fills them. */
export function hindi(key: string, values: Record<string, string | number> = {}): string {
  // The site's and the learner's pages' texts share no area (src/i18n/resources.ts).
  let node: string | Tree = { ...hi, ...learnerHi };
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no Hindi text for ${key}`);
    node = node[part] as string | Tree;
  }
  if (typeof node !== 'string') throw new Error(`${key} is a group, not a text`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Some Devanagari: the mark of a Hindi text that is not quoted from the resource (the server's). */
export const DEVANAGARI = /[\u0900-\u097F]/u;
