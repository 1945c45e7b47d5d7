import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { storedUserSchema } from '@/lib/auth/stored-user';
import { updateStoredUser } from '@/lib/session';
import type { ProfileFormValues } from '../rules/profile-schema';
import { profileKeys } from './keys';
import { profileSchema } from './schemas';

const updateAnswerSchema = z.object({
  message: z.optional(z.string()),
  body: profileSchema,
  user: storedUserSchema,
});

/**
 * Sends the profile page's payload (the one with targetYear, addressLine, mobileNo, ...). Every
 * field is sent, so an optional one left empty is cleared.
 */
export function updateProfile(values: ProfileFormValues) {
  return apiRequest('/v1/modules/user/profile', { method: 'POST', body: values, schema: updateAnswerSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ body, user }) => {
      // The answer is the saved profile: no second request to show it.
      queryClient.setQueryData(profileKeys.detail(), body);
      // The stored userData follows the profile.
      updateStoredUser(user);
    },
  });
}
