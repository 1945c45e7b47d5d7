import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { newPassword } from '@/lib/form-rules';

/**
 * The password-reset rules (docs/product.md, "Passwords"): both required, at least 8 characters,
 * matching. Built per language.
 */
export function resetPasswordSchema(t: TFunction) {
  return z
    .object({
      password: newPassword(t),
      confirmPassword: z.string().check(z.minLength(1, t('auth.resetPassword.confirmRequired'))),
    })
    .check(
      z.refine((values) => values.confirmPassword === '' || values.confirmPassword === values.password, {
        message: t('auth.resetPassword.passwordsDiffer'),
        path: ['confirmPassword'],
      }),
    );
}

export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;
