import { apiRequest, messageAnswerSchema } from '@/lib/api-client';

/**
 * Revokes the session on the server. The token is read when this is called, so call it before
 * clearing the stored session. A 401 (already expired) is no reason to redirect: the learner is
 * logging out anyway.
 */
export function endServerSession() {
  return apiRequest('/v1/logout', { method: 'POST', schema: messageAnswerSchema, redirectOnUnauthorized: false });
}
