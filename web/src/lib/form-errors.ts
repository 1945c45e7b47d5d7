import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (a 400's or 409's `errors`) on the form's own fields and
 * focuses the first. Answers whether any landed, so the caller knows if a general message is
 * still needed. Fields the form does not have are ignored.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  const serverErrors = error.errors;
  const matching = fields.filter((field) => serverErrors[field]);
  matching.forEach((field, index) => {
    setError(field, { type: 'server', message: serverErrors[field] }, { shouldFocus: index === 0 });
  });
  return matching.length > 0;
}

/** The field names of a form, from its default values, typed for react-hook-form. */
export function fieldNames<Values extends FieldValues>(values: Values): Path<Values>[] {
  return Object.keys(values) as Path<Values>[];
}

/**
 * The fixed message under a form whose fields break a rule (docs/product.md, "Sign-up"). The
 * learner's forms say it in the interface's language, t('auth.forms.hasErrors'); this English
 * constant is the staff console's, which stays in English.
 */
export const FORM_HAS_ERRORS = 'Please fix the errors above.';

/**
 * The words for a refused save, beside a form that shows some of the fields the server checks:
 * the server's messages for fields the form has no input for (the annotation screen sends its
 * marks per question as one list), or its own message when every problem is shown at a field
 * ('Please fix the errors above.'), or the fallback for a failure without words.
 */
export function refusalMessage(error: unknown, shownFields: readonly string[], fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const unshown = Object.entries(error.errors ?? {})
    .filter(([field]) => !shownFields.includes(field))
    .map(([, message]) => message);
  return unshown.length ? unshown.join(' ') : error.message || fallback;
}
