import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListMySubscriptionsResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { catalogKeys } from './keys';
import { type MySubscription, mySubscriptionSchema } from './schemas';

const mySubscriptions = zListMySubscriptionsResponse.shape.data;
const mySubscriptionsAnswerSchema = reading(z.omit(zListMySubscriptionsResponse, { status: true }), {
  data: reading(mySubscriptions, { subscriptions: z.array(mySubscriptionSchema) }),
});

/** The logged-in learner's active subscriptions (needs a session: 401 without). */
export async function getMySubscriptions(signal?: AbortSignal): Promise<MySubscription[]> {
  const answer = await apiGet('/v1/modules/subscriptions', mySubscriptionsAnswerSchema, { signal });
  return answer.data.subscriptions;
}

export function mySubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.mySubscriptions(),
    queryFn: ({ signal }) => getMySubscriptions(signal),
    // Always fresh on arrival: this is where a learner checks that a purchase went through.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Call it only with a session. */
export function useMySubscriptions() {
  return useQuery(mySubscriptionsQueryOptions());
}
