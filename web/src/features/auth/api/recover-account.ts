import { useMutation } from '@tanstack/react-query';
import { apiRequest, messageAnswerSchema } from '@/lib/api-client';

/**
 * Asks for a password-reset e-mail. The server answers 200 whether or not the address has an
 * account, so the page cannot tell (and does not say) which addresses are registered.
 */
export function requestPasswordReset(email: string) {
  return apiRequest('/v1/auth/recover-account', { method: 'POST', body: { email }, schema: messageAnswerSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
