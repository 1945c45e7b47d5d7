/**
 * Building blocks of the form schemas. Each form has one zod schema that drives
 * both its validation and its types; these pieces keep the rules that several forms share
 * written once. Every field yields at most one message, the first rule it breaks, as the
 * form shows it.
 */
import { z } from 'zod/mini';

const isDigits = (count: number) => (value: string) => new RegExp(`^[0-9]{${count}}$`).test(value);

/** Trimmed text that may be empty. */
export function optionalText() {
  return z.string().check(z.trim());
}

/** Trimmed text that must not be empty. */
export function requiredText(requiredMessage: string) {
  return z.string().check(z.trim(), z.minLength(1, requiredMessage));
}

/** Exactly `count` digits: `requiredMessage` when empty, `message` when anything else is wrong. */
export function requiredDigits(count: number, message: string, requiredMessage = message) {
  return z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine((value) => value === '' || isDigits(count)(value), message),
  );
}

/** Empty, or exactly `count` digits. */
export function optionalDigits(count: number, message: string) {
  return z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isDigits(count)(value), message),
  );
}

/** A required e-mail address, in sign-up's words (login uses the same). */
export function emailAddress() {
  return z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required.'),
    z.refine((value) => value === '' || z.regexes.email.test(value), 'Invalid email format.'),
  );
}

/** Passwords are taken as typed: no trimming. */
export function requiredPassword(requiredMessage: string, minLength: number, tooShortMessage: string) {
  return z.string().check(
    z.minLength(1, requiredMessage),
    // Counted in characters, as the server counts them, not UTF-16 units.
    z.refine((value) => value === '' || Array.from(value).length >= minLength, tooShortMessage),
  );
}

/** A new password set by reset (and by change) has at least 8 characters (docs/product.md, "Passwords"). */
export const MIN_NEW_PASSWORD_LENGTH = 8;

export function newPassword() {
  return requiredPassword('Password is required', MIN_NEW_PASSWORD_LENGTH, 'Password must be at least 8 characters');
}
