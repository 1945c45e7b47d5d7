/**
 * Staff write a translated field (FieldSpec.translated, from the server's Field.Translated) in
 * English and in every other language of the registry, side by side (docs/product.md,
 * "Languages of staff texts"). Each language's text is a field of the form of its own, checked
 * by its English field's rules but never required; a record answers them as
 * translations[language][field], and the server takes them as translations.<language>.<field>.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_ROWS, type LanguageRow } from '@/i18n/languages';
import type { FieldSpec } from './fields';
import type { AdminRecord } from './record';

/** The languages a text is translated into: the registry's, but English. */
export const TRANSLATION_LANGUAGES: readonly LanguageRow[] = LANGUAGE_ROWS.filter(
  (row) => row.code !== DEFAULT_LANGUAGE,
);

/** The field of a text in one language: the form's name has no dots, which react-hook-form reads as a path. */
export function translationField(english: FieldSpec, row: LanguageRow): FieldSpec {
  return {
    name: `${english.name}__${row.code}`,
    // The server's words for its messages ("Menu label in Marathi must be at most 40 characters.").
    label: `${english.label} in ${row.englishName}`,
    kind: english.kind,
    max: english.max,
    translation: { of: english.name, language: row.code },
  };
}

/** The fields of a form: each translated field followed by its other languages. */
export function withTranslations(fields: readonly FieldSpec[]): FieldSpec[] {
  return fields.flatMap((field) =>
    field.translated ? [field, ...TRANSLATION_LANGUAGES.map((row) => translationField(field, row))] : [field],
  );
}

/** The name the server reads a field by and answers its message under. */
export function wireName(field: FieldSpec): string {
  return field.translation ? `translations.${field.translation.language}.${field.translation.of}` : field.name;
}

/** A field's stored value in a record: a language's text from the record's translations. */
export function storedValue(field: FieldSpec, record: AdminRecord | null): unknown {
  if (!field.translation) return record?.[field.name];
  const translations = record?.translations;
  if (typeof translations !== 'object' || translations === null) return '';
  const texts = (translations as Record<string, Record<string, unknown> | undefined>)[field.translation.language];
  return texts?.[field.translation.of] ?? '';
}
