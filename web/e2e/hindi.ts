/**
 * The Hindi and Marathi interfaces' texts for the browser tests, read from the app's own
 * resources, so that a test finds what a Hindi or Marathi reader sees without copying the wording.
 */
import type { Page } from 'playwright-core';
import hi from '../src/i18n/locales/hi.json';
import learnerHi from '../src/i18n/locales/learner-hi.json';
import learnerMr from '../src/i18n/locales/learner-mr.json';
import mr from '../src/i18n/locales/mr.json';

type Tree = { [key: string]: string | Tree };

// The site's and the learner's pages' texts share no area (src/i18n/resources.ts).
const RESOURCES: Record<'hi' | 'mr', Tree> = { hi: { ...hi, ...learnerHi }, mr: { ...mr, ...learnerMr } };

/** The text of `key` in `language` with its blanks filled, as i18next fills them. */
function textIn(language: 'hi' | 'mr', key: string, values: Record<string, string | number>): string {
  let node: string | Tree = RESOURCES[language];
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no ${language} text for ${key}`);
    node = node[part] as string | Tree;
  }
  if (typeof node !== 'string') throw new Error(`${key} is a group, not a text`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** The Hindi text of `key` with its blanks filled. */
export function hindi(key: string, values: Record<string, string | number> = {}): string {
  return textIn('hi', key, values);
}

/** The Marathi text of `key` with its blanks filled. */
export function marathi(key: string, values: Record<string, string | number> = {}): string {
  return textIn('mr', key, values);
}

/** Some Devanagari: the mark of a Hindi text that is not quoted from the resource (the server's). */
export const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * The elements drawing Devanagari text of their own with letter-spacing, which pulls the script's
 * joined letters apart ('ऑ फ़ र'): each as its tag, classes, text and spacing. None is the rule
 * (src/index.css).
 */
export async function spacedDevanagari(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const devanagari = /[\u0900-\u097F]/u;
    const spaced: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!devanagari.test(own)) continue;
      const spacing = getComputedStyle(element).letterSpacing;
      if (spacing !== 'normal' && spacing !== '0px') {
        spaced.push(
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${own.slice(0, 40)}" ${spacing}`,
        );
      }
    }
    return spaced;
  });
}
