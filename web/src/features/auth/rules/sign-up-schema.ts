/**
 * The sign-up rules (docs/product.md, "Sign-up") with their exact messages, in the interface's
 * language. The one schema validates the form (through react-hook-form's resolver) and gives its
 * types; the server checks the same rules.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { DEFAULT_TARGET_YEAR } from '@/lib/choices/target-year-defaults';
import {
  currentYearInIndia,
  emailAddress,
  indianMobile,
  indianPincode,
  mobileMessages,
  optionalText,
  requiredPassword,
  requiredText,
  targetYear,
} from '@/lib/form-rules';

/** A sign-up password has at least 6 characters (docs/product.md, "Passwords"). */
export const MIN_SIGN_UP_PASSWORD_LENGTH = 6;

/** Built per language: `useMemo(() => signUpSchema(t), [t])`. */
export function signUpSchema(t: TFunction) {
  return z
    .object({
      name: requiredText(t('auth.signUp.errors.nameRequired')),
      email: emailAddress(t),
      password: requiredPassword(
        t('auth.signUp.errors.passwordRequired'),
        MIN_SIGN_UP_PASSWORD_LENGTH,
        t('auth.signUp.errors.passwordTooShort'),
      ),
      confirmPassword: z.string().check(z.minLength(1, t('auth.signUp.errors.confirmRequired'))),
      target_year: targetYear(
        {
          required: t('auth.signUp.errors.targetYearRequired'),
          notFourDigits: t('auth.signUp.errors.targetYearNotFourDigits'),
        },
        t,
      ),
      postal_address: requiredText(t('auth.signUp.errors.postalAddressRequired')),
      landmark: requiredText(t('auth.signUp.errors.landmarkRequired')),
      city: requiredText(t('auth.signUp.errors.cityRequired')),
      state: requiredText(t('auth.signUp.errors.stateRequired')),
      pincode: indianPincode({
        required: t('auth.signUp.errors.pincodeRequired'),
        notSixDigits: t('auth.signUp.errors.pincodeNotSixDigits'),
        zeroZone: t('auth.signUp.errors.pincodeZeroZone'),
      }),
      // docs/product.md, "Mobile numbers, PIN codes and target years": kept as the ten digits.
      mobile: indianMobile(mobileMessages(t('auth.forms.rules.mobileLabel'), t('auth.forms.rules.mobileRequired'), t)),
      alternate_mobile: indianMobile(mobileMessages(t('auth.forms.rules.alternateMobileLabel'), undefined, t)),
      optionalSubject: optionalText(),
    })
    .check(
      z.refine((values) => values.confirmPassword === '' || values.confirmPassword === values.password, {
        message: t('auth.signUp.errors.passwordsDiffer'),
        path: ['confirmPassword'],
      }),
    );
}

export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

/**
 * The year the form starts at (docs/product.md, "Sign-up"): the default, or the current year once
 * the default is past.
 */
export function startingTargetYear(now: Date = new Date()): string {
  return String(Math.max(Number(DEFAULT_TARGET_YEAR), currentYearInIndia(now)));
}

/** An empty form; the target year starts at its default (docs/product.md, "Sign-up"). */
export const emptySignUp: SignUpValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  target_year: startingTargetYear(),
  postal_address: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
  mobile: '',
  alternate_mobile: '',
  optionalSubject: '',
};
