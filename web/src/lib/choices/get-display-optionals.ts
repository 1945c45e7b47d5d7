import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchDynamicContent } from '../dynamic-content';
import { choiceKeys } from './keys';
import { displayOptionalSchema, type DisplayOptional } from './schemas';

/** Optional subjects a learner may choose at sign-up and in the profile. */
const responseSchema = z.object({ displayOptionals: z.array(displayOptionalSchema) });

export async function getDisplayOptionals(signal?: AbortSignal): Promise<DisplayOptional[]> {
  const answer = await fetchDynamicContent('display-optionals', responseSchema, signal);
  return answer.displayOptionals;
}

export function displayOptionalsQueryOptions() {
  return queryOptions({
    queryKey: choiceKeys.list('display-optionals'),
    queryFn: ({ signal }) => getDisplayOptionals(signal),
  });
}

export function useDisplayOptionals() {
  return useQuery(displayOptionalsQueryOptions());
}
