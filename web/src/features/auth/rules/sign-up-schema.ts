/**
 * The sign-up rules (docs/product.md, "Sign-up") with their exact messages. The one schema
 * validates the form (through react-hook-form's resolver) and gives its types; the server checks
 * the same rules.
 */
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

export const signUpSchema = z
  .object({
    name: requiredText('Name is required.'),
    email: emailAddress(),
    password: requiredPassword(
      'Password is required.',
      MIN_SIGN_UP_PASSWORD_LENGTH,
      'Password must be at least 6 characters.',
    ),
    confirmPassword: z.string().check(z.minLength(1, 'Confirm password is required.')),
    target_year: targetYear({ required: 'Target year is required.', notFourDigits: 'Target year must be 4 digits.' }),
    postal_address: requiredText('Postal address is required.'),
    landmark: requiredText('Landmark is required.'),
    city: requiredText('City is required.'),
    state: requiredText('State is required.'),
    pincode: indianPincode({
      required: 'Pincode is required.',
      notSixDigits: 'Pincode must be 6 digits.',
      zeroZone: 'Pincode cannot start with 0.',
    }),
    // docs/product.md, "Mobile numbers, PIN codes and target years": kept as the ten digits.
    mobile: indianMobile(mobileMessages('Mobile number', 'Mobile number is required.')),
    alternate_mobile: indianMobile(mobileMessages('Alternate mobile')),
    optionalSubject: optionalText(),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.confirmPassword === values.password, {
      message: 'Passwords do not match.',
      path: ['confirmPassword'],
    }),
  );

export type SignUpValues = z.infer<typeof signUpSchema>;

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
