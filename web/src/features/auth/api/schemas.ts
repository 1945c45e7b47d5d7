import { z } from 'zod/mini';
import { storedUserSchema } from '@/lib/auth/stored-user';

/**
 * Login's and sign-up's `body`: the new session and the user object to store (docs/openapi.yaml,
 * SessionBody).
 */
export const sessionBodySchema = z.object({
  session: z.object({ sessionToken: z.string().check(z.minLength(1)) }),
  user: storedUserSchema,
  /** Login only: the devices this sign-in signed out to stay within the account's limit. */
  signedOutDevices: z.optional(z.array(z.object({ id: z.number() }))),
});
