import { z } from 'zod/mini';
import { storedUserSchema } from '@/lib/auth/stored-user';

/** Login's and sign-up's `body`: the new session and the user object to store (spec section 3). */
export const sessionBodySchema = z.object({
  session: z.object({ sessionToken: z.string().check(z.minLength(1)) }),
  user: storedUserSchema,
});
