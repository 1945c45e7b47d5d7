/**
 * Building blocks of the form schemas. Each form has one zod schema that drives
 * both its validation and its types; these pieces keep the rules that several forms share
 * written once. Every field yields at most one message, the first rule it breaks, as the
 * form shows it. The messages are the interface's: the rules that have their own words take the
 * form's `t` (the schemas are built per language, see the features' schema factories).
 */
import type { TFunction } from 'i18next';
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

/**
 * The ten digits of a mobile number as people type it (docs/product.md, "Mobile numbers, PIN codes
 * and target years"): spaces or hyphens between the digits, the country code (+91 or 91) or the
 * trunk prefix 0 in front. Anything else comes back trimmed as typed, for the rule to refuse. The
 * server reads numbers the same way (internal/platform/mobile, Normalize).
 */
export function normalizeMobile(typed: string): string {
  const trimmed = typed.trim();
  const plus = trimmed.startsWith('+');
  const digits = (plus ? trimmed.slice(1) : trimmed).replace(/[ \u00a0-]/gu, '');
  if (!/^[0-9]+$/.test(digits)) return trimmed;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (plus) return trimmed; // another country's code
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 10) return digits;
  return trimmed;
}

/** What a form says when a mobile number breaks each part of the rule. */
export interface MobileMessages {
  /** Empty: undefined when the number is optional. */
  required?: string;
  notTenDigits: string;
  /** Indian mobile numbers start with 6, 7, 8 or 9. */
  badStart: string;
  /** 9999999999 and the like are placeholders, not numbers. */
  oneDigit: string;
}

/**
 * Sign-up's (and the enquiries') words for a field named `label` (already in the interface's
 * language, e.g. t('auth.forms.rules.mobileLabel')), as the server has them: whole sentences with
 * the label as their blank.
 */
export function mobileMessages(label: string, required: string | undefined, t: TFunction): MobileMessages {
  return {
    required,
    notTenDigits: t('auth.forms.rules.mobileNotTenDigits', { label }),
    badStart: t('auth.forms.rules.mobileBadStart', { label }),
    oneDigit: t('auth.forms.rules.mobileOneDigit', { label }),
  };
}

/** The first part of the mobile rule `number` (already normalised) breaks, or null. */
export function mobileProblem(number: string, messages: MobileMessages): string | null {
  if (!/^[0-9]{10}$/.test(number)) return messages.notTenDigits;
  if (number < '6') return messages.badStart;
  if (/^(\d)\1{9}$/.test(number)) return messages.oneDigit;
  return null;
}

/**
 * An Indian mobile number, kept as its ten digits: the value the form hands on (and sends) is the
 * normalised one. Optional when `messages.required` is undefined (empty is then allowed).
 */
export function indianMobile(messages: MobileMessages) {
  const { required } = messages;
  return z.string().check(
    z.overwrite((value) => normalizeMobile(value)),
    ...(required === undefined ? [] : [z.minLength(1, required)]),
    z.superRefine((value, context) => {
      if (value === '') return; // required or not, said above
      const problem = mobileProblem(value, messages);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
}

/** A PIN code: six digits, the first 1 to 9 (no postal zone is 0). */
export function indianPincode(messages: { required: string; notSixDigits: string; zeroZone: string }) {
  return z.string().check(
    z.trim(),
    z.minLength(1, messages.required),
    z.superRefine((value, context) => {
      if (value === '') return;
      const problem = !isDigits(6)(value) ? messages.notSixDigits : value.startsWith('0') ? messages.zeroZone : null;
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
}

/** The year it is now in India, where the exams are held (the server counts the same way). */
export function currentYearInIndia(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now));
}

/**
 * A target year: four digits, not before the current year in India (read when the form is
 * checked, so a page left open over New Year follows the calendar).
 */
export function targetYear(messages: { required: string; notFourDigits: string }, t: TFunction) {
  return requiredDigits(4, messages.notFourDigits, messages.required).check(
    z.superRefine((value, context) => {
      if (!isDigits(4)(value)) return;
      const current = currentYearInIndia();
      if (Number(value) < current) {
        context.addIssue({
          code: 'custom',
          message: t('auth.forms.rules.targetYearBefore', { year: String(current) }),
          input: value,
        });
      }
    }),
  );
}

/** A required e-mail address, in sign-up's words (login uses the same). */
export function emailAddress(t: TFunction) {
  return z.string().check(
    z.trim(),
    z.minLength(1, t('auth.forms.rules.emailRequired')),
    z.refine((value) => value === '' || z.regexes.email.test(value), t('auth.forms.rules.emailInvalid')),
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

export function newPassword(t: TFunction) {
  return requiredPassword(
    t('auth.forms.rules.newPasswordRequired'),
    MIN_NEW_PASSWORD_LENGTH,
    t('auth.forms.rules.newPasswordTooShort'),
  );
}
