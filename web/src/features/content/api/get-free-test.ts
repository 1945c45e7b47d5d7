import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { contentKeys } from './keys';
import { freeSubscriptionsAnswer, type FreeSubscription } from './schemas';

/** The free subscriptions on sale (docs/product.md, "Free courses"), in menu order. */
export async function getFreeSubscriptions(signal?: AbortSignal): Promise<FreeSubscription[]> {
  const answer = await apiGet('/v1/modules/free-subscriptions', freeSubscriptionsAnswer, { signal });
  return answer.responseResult;
}

/** The first one that opens prelims tests with a test in it: the hero's free test. */
export function firstFreeTest(subscriptions: readonly FreeSubscription[]): FreeSubscription | null {
  return (
    subscriptions.find((subscription) =>
      subscription.libraries.some((library) => library.type === 'tests' && library.count > 0),
    ) ?? null
  );
}

export function freeTestQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('free-test'),
    queryFn: ({ signal }) => getFreeSubscriptions(signal),
    select: firstFreeTest,
  });
}

export function useFreeTest() {
  return useQuery(freeTestQueryOptions());
}
