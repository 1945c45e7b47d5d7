import { useMutation } from '@tanstack/react-query';
import { apiRequest, messageAnswerSchema } from '@/lib/api-client';
import type { ChangePasswordValues } from '../rules/change-password-schema';

/** Changes the password; the server logs out every other device and keeps this session. */
export function changePassword(values: ChangePasswordValues) {
  return apiRequest('/v1/modules/user/password', { method: 'POST', body: values, schema: messageAnswerSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
