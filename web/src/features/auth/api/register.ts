import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import type { SignUpValues } from '../rules/sign-up-schema';
import type { NewSession } from './login';
import { sessionBodySchema } from './schemas';

const registerAnswerSchema = z.object({
  message: z.optional(z.string()),
  token: z.string().check(z.minLength(1)),
  body: z.pick(sessionBodySchema, { user: true }),
});

export interface Registration extends NewSession {
  /** The server's success message ('Signup successful.'). */
  message: string | undefined;
}

/** The sign-up form's fields as form fields, without confirmPassword (docs/product.md, "Sign-up"). */
export async function register(values: SignUpValues): Promise<Registration> {
  const answer = await apiRequest('/v1/register', {
    method: 'POST',
    // Undefined fields are left out of the body: the confirmation never leaves the browser.
    body: { ...values, confirmPassword: undefined },
    schema: registerAnswerSchema,
  });
  return { token: answer.token, user: answer.body.user, message: answer.message };
}

/** Signs up; the learner is logged in at once (the server opens a session). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
