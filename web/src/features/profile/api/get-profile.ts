import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { profileKeys } from './keys';
import { type Profile, profileSchema } from './schemas';

const profileAnswerSchema = z.object({ body: profileSchema });

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const answer = await apiGet('/v1/modules/user/profile', profileAnswerSchema, { signal });
  return answer.body;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => getProfile(signal) });
}

/** The logged-in learner's profile; call it only with a session (it answers 401 without). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
