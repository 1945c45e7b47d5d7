import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { popularSubscriptionSchema, type PopularSubscription } from './schemas';

/** Courses featured on the home page. */
const responseSchema = z.object({ popularSubs: z.array(popularSubscriptionSchema) });

export async function getPopularSubscriptions(signal?: AbortSignal): Promise<PopularSubscription[]> {
  const answer = await fetchDynamicContent('popular-subs', responseSchema, signal);
  return answer.popularSubs;
}

export function popularSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('popular-subs'),
    queryFn: ({ signal }) => getPopularSubscriptions(signal),
    initialData: () => carriedDynamicContent('popular-subs', responseSchema)?.popularSubs,
  });
}

export function usePopularSubscriptions() {
  return useQuery(popularSubscriptionsQueryOptions());
}
