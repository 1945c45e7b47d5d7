import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { newPassword } from '@/lib/form-rules';

/**
 * Changing the password: the current one, and a new one under the reset screen's rule (8+). Built
 * per language.
 */
export function changePasswordSchema(t: TFunction) {
  return z.object({
    currentPassword: z.string().check(z.minLength(1, t('auth.profile.changePassword.currentRequired'))),
    newPassword: newPassword(t),
  });
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
