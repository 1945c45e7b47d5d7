import { z } from 'zod/mini';
import { newPassword } from '@/lib/form-rules';

/**
 * The password-reset rules (docs/product.md, "Passwords"): both required, at least 8 characters,
 * matching.
 */
export const resetPasswordSchema = z
  .object({
    password: newPassword(),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.confirmPassword === values.password, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
