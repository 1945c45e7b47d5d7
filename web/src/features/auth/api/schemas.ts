import { z } from 'zod/mini';
import { storedUserSchema } from '@/lib/auth/stored-user';

/**
 * Login's and sign-up's `body`: the new session and the user object to store (docs/openapi.yaml,
 * SessionBody).
 */
export const sessionBodySchema = z.object({
  session: z.object({ sessionToken: z.string().check(z.minLength(1)) }),
  user: storedUserSchema,
});
