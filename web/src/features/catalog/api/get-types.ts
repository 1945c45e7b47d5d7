import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { CATALOG_STALE_TIME_MS, catalogKeys } from './keys';
import { type SubscriptionType, subscriptionTypeSchema } from './schemas';

const typesAnswerSchema = z.object({ responseResult: z.array(subscriptionTypeSchema) });

/** The types (tabs) of a section (its slug), in the server's order. */
export async function getSubscriptionTypes(category: string, signal?: AbortSignal): Promise<SubscriptionType[]> {
  const answer = await apiGet('/v1/modules/types/list', typesAnswerSchema, {
    query: { section_category: category },
    signal,
  });
  return answer.responseResult;
}

export function subscriptionTypesQueryOptions(category: string) {
  return queryOptions({
    queryKey: catalogKeys.types(category),
    queryFn: ({ signal }) => getSubscriptionTypes(category, signal),
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useSubscriptionTypes(category: string) {
  return useQuery(subscriptionTypesQueryOptions(category));
}
