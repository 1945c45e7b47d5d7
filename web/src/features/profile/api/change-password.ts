import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { ChangePasswordValues } from '../rules/change-password-schema';

const changeAnswerSchema = z.object({ message: z.optional(z.string()) });

/** Changes the password; the server logs out every other device and keeps this session. */
export function changePassword(values: ChangePasswordValues) {
  return apiRequest('/v1/modules/user/password', { method: 'POST', body: values, schema: changeAnswerSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
