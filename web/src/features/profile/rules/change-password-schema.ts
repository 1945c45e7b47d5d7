import { z } from 'zod/mini';
import { newPassword } from '@/lib/form-rules';

/** Changing the password: the current one, and a new one under the reset screen's rule (8+). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Current password is required.')),
  newPassword: newPassword(),
});

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
