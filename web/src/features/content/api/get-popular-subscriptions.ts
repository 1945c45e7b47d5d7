import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { popularSubscriptionsAnswer, type PopularSubscription } from './schemas';

/** Courses featured on the home page. */
export async function getPopularSubscriptions(signal?: AbortSignal): Promise<PopularSubscription[]> {
  const answer = await fetchDynamicContent('popular-subs', popularSubscriptionsAnswer, signal);
  return answer.popularSubs;
}

export function popularSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('popular-subs'),
    queryFn: ({ signal }) => getPopularSubscriptions(signal),
    initialData: () => carriedDynamicContent('popular-subs', popularSubscriptionsAnswer)?.popularSubs,
  });
}

export function usePopularSubscriptions() {
  return useQuery(popularSubscriptionsQueryOptions());
}
