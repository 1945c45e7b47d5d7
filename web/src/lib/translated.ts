import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/languages';

/**
 * Staff-written texts come with their translations (docs/product.md, "Languages of staff
 * texts"): beside each English text, `translations` holds the others, language then field, so
 * one answer serves every language and may be cached. English is the text every record has.
 */
export type Translations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A record's translations as the API answers them; missing reads as none. */
export const translationsSchema = z._default(z.record(z.string(), z.record(z.string(), z.string())), {});

/**
 * The text a learner reads: the field in their language where staff wrote it, else the English.
 * The one place this rule lives; a section's label, a course's name or an FAQ answer alike.
 */
export function translated<T extends { translations?: Translations }>(
  record: T,
  field: keyof T & string,
  language: Language,
): string {
  const own = record.translations?.[language]?.[field]?.trim();
  if (own) return own;
  const english = record[field];
  return typeof english === 'string' ? english : '';
}

/**
 * The record as a learner reads it: each text staff translated into the language in place of
 * its English, by the rule of `translated`. Screens that show many of a record's texts (a
 * course's card and page) take the record through this once.
 */
export function inLanguage<T extends { translations?: Translations }>(record: T, language: Language): T {
  const own = record.translations?.[language];
  if (!own) return record;
  const shown: Record<string, unknown> = { ...record };
  for (const field of Object.keys(own)) {
    if (typeof shown[field] === 'string') shown[field] = translated(record, field as keyof T & string, language);
  }
  return shown as T;
}

/** `inLanguage` in the interface's current language. */
export function useInLanguage<T extends { translations?: Translations }>(record: T): T {
  const { i18n } = useTranslation();
  return inLanguage(record, i18n.language);
}
