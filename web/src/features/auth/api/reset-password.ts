import { useMutation } from '@tanstack/react-query';
import { apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export interface PasswordReset {
  token: string;
  password: string;
}

/** Sets a new password with the e-mailed token (fields token and password). */
export function resetPassword({ token, password }: PasswordReset) {
  return apiRequest('/v1/auth/update-password', {
    method: 'POST',
    body: { token, password },
    schema: messageAnswerSchema,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the account; a stored one here would only fail later.
    onSuccess: () => clearSession(),
  });
}
