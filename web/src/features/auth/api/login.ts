import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { noteSignInSignedOut } from '@/lib/auth/session-expiry';
import type { StoredUser } from '@/lib/auth/stored-user';
import { saveSession } from '@/lib/session';
import type { LoginValues } from '../rules/login-schema';
import { sessionBodySchema } from './schemas';

const loginAnswerSchema = z.object({ message: z.optional(z.string()), body: sessionBodySchema });

export interface NewSession {
  token: string;
  user: StoredUser;
  /**
   * When the sign-in signed another device out to stay within the account's device limit, the
   * server's message saying so (docs/product.md, "Devices").
   */
  signedOutNotice?: string;
}

export async function login(credentials: LoginValues): Promise<NewSession> {
  const answer = await apiRequest('/v1/login', {
    method: 'POST',
    body: credentials,
    schema: loginAnswerSchema,
    // A wrong password answers 401: the dialog shows it, nobody is redirected.
    redirectOnUnauthorized: false,
  });
  const signedOut = answer.body.signedOutDevices?.length ?? 0;
  return {
    token: answer.body.session.sessionToken,
    user: answer.body.user,
    signedOutNotice: signedOut > 0 ? answer.message : undefined,
  };
}

/**
 * Logs in and stores the session; the caller closes the dialog. The auth provider says what the
 * sign-in signed out when the new session arrives, so the message is kept before it is saved.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user, signedOutNotice }) => {
      if (signedOutNotice) noteSignInSignedOut(signedOutNotice);
      saveSession(token, user);
    },
  });
}
