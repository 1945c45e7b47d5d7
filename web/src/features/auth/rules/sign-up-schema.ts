/**
 * The sign-up rules (docs/product.md, "Sign-up") with their exact messages. The one schema
 * validates the form (through react-hook-form's resolver) and gives its types; the server checks
 * the same rules.
 */
import { z } from 'zod/mini';
import { DEFAULT_TARGET_YEAR } from '@/lib/choices/target-year-defaults';
import {
  emailAddress,
  optionalDigits,
  optionalText,
  requiredDigits,
  requiredPassword,
  requiredText,
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
    target_year: requiredDigits(4, 'Target year must be 4 digits.', 'Target year is required.'),
    postal_address: requiredText('Postal address is required.'),
    landmark: requiredText('Landmark is required.'),
    city: requiredText('City is required.'),
    state: requiredText('State is required.'),
    pincode: requiredDigits(6, 'Pincode must be 6 digits.', 'Pincode is required.'),
    mobile: requiredDigits(10, 'Mobile number must be 10 digits.', 'Mobile number is required.'),
    alternate_mobile: optionalDigits(10, 'Alternate mobile must be 10 digits.'),
    optionalSubject: optionalText(),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.confirmPassword === values.password, {
      message: 'Passwords do not match.',
      path: ['confirmPassword'],
    }),
  );

export type SignUpValues = z.infer<typeof signUpSchema>;

/** An empty form; the target year starts at its default (docs/product.md, "Sign-up"). */
export const emptySignUp: SignUpValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  target_year: DEFAULT_TARGET_YEAR,
  postal_address: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
  mobile: '',
  alternate_mobile: '',
  optionalSubject: '',
};
