import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListTypesResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { preloadedCall } from '@/lib/preload';
import { CATALOG_STALE_TIME_MS, catalogKeys } from './keys';
import { type SubscriptionType, subscriptionTypeSchema } from './schemas';

const typesAnswerSchema = reading(z.omit(zListTypesResponse, { status: true }), {
  responseResult: z.array(subscriptionTypeSchema),
});
const TYPES_PATH = '/v1/modules/types/list';

/** The types (tabs) of a section (its slug), in the server's order. */
export async function getSubscriptionTypes(category: string, signal?: AbortSignal): Promise<SubscriptionType[]> {
  const answer = await apiGet(TYPES_PATH, typesAnswerSchema, { query: { section_category: category }, signal });
  return answer.responseResult;
}

export function subscriptionTypesQueryOptions(category: string) {
  return queryOptions({
    queryKey: catalogKeys.types(category),
    queryFn: ({ signal }) => getSubscriptionTypes(category, signal),
    // A section's list page carries them (the same for everyone).
    initialData: () => preloadedCall(TYPES_PATH, typesAnswerSchema, { section_category: category })?.responseResult,
    initialDataUpdatedAt: performance.timeOrigin,
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useSubscriptionTypes(category: string) {
  return useQuery(subscriptionTypesQueryOptions(category));
}
