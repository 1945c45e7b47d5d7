import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListSubscriptionsResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { preloadedCall } from '@/lib/preload';
import { CATALOG_STALE_TIME_MS, catalogKeys } from './keys';
import { type Subscription, subscriptionSchema } from './schemas';
import { useViewer, VISITOR } from './viewer';

const listAnswerSchema = reading(z.omit(zListSubscriptionsResponse, { status: true }), {
  responseResult: z.array(subscriptionSchema),
});
const LIST_PATH = '/v1/modules/subscriptions/list';

/** The subscriptions of one type, as the caller sees them (isSubscribed is theirs). */
export async function getSubscriptionsByType(typeId: number, signal?: AbortSignal): Promise<Subscription[]> {
  const answer = await apiGet(LIST_PATH, listAnswerSchema, { query: { typeId }, signal });
  return answer.responseResult;
}

export function subscriptionListQueryOptions(viewer: string, typeId: number) {
  return queryOptions({
    queryKey: catalogKeys.subscriptionList(viewer, typeId),
    queryFn: ({ signal }) => getSubscriptionsByType(typeId, signal),
    // A section's list page carries a visitor's lists.
    initialData:
      viewer === VISITOR ? () => preloadedCall(LIST_PATH, listAnswerSchema, { typeId })?.responseResult : undefined,
    initialDataUpdatedAt: performance.timeOrigin,
    staleTime: CATALOG_STALE_TIME_MS,
    // Back from the payment tab, the list shows the purchase.
    refetchOnWindowFocus: true,
  });
}

/** The selected type's subscriptions; idle until a type is chosen. */
export function useSubscriptionList(typeId: number | undefined) {
  const viewer = useViewer();
  return useQuery({
    ...subscriptionListQueryOptions(viewer, typeId ?? 0),
    enabled: typeId !== undefined,
  });
}
