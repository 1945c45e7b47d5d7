import { z } from 'zod/mini';
import { emailAddress } from '@/lib/form-rules';

/** E-mail and password are required, with no length rule (docs/product.md, "Passwords"). */
export const loginSchema = z.object({
  email: emailAddress(),
  password: z.string().check(z.minLength(1, 'Password is required.')),
});

export type LoginValues = z.infer<typeof loginSchema>;
