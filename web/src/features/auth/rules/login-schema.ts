import { z } from 'zod/mini';
import { emailAddress } from '@/lib/form-rules';

/** Spec section 5: e-mail and password are required (no length rule: old passwords may be short). */
export const loginSchema = z.object({
  email: emailAddress(),
  password: z.string().check(z.minLength(1, 'Password is required.')),
});

export type LoginValues = z.infer<typeof loginSchema>;
