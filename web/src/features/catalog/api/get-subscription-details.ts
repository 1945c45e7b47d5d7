import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zGetSubscriptionResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { preloadedCall } from '@/lib/preload';
import { loadSubscriptionDetails, subscriptionFromState } from '../rules/details-loading';
import type { Section } from '../rules/sections';
import { subscriptionListQueryOptions } from './get-subscriptions';
import { subscriptionTypesQueryOptions } from './get-types';
import { CATALOG_STALE_TIME_MS, catalogKeys } from './keys';
import { type Subscription, subscriptionSchema } from './schemas';
import { useViewer, VISITOR } from './viewer';

const detailsAnswerSchema = reading(z.omit(zGetSubscriptionResponse, { status: true }), {
  responseResult: subscriptionSchema,
});

const detailsPath = (idOrSlug: string) => `/v1/modules/subscriptions/${encodeURIComponent(idOrSlug)}`;

/** GET one subscription by numeric id or slug (404 "Subscription not found" when unknown). */
export async function getSubscription(idOrSlug: string, signal?: AbortSignal): Promise<Subscription> {
  const answer = await apiGet(detailsPath(idOrSlug), detailsAnswerSchema, { signal });
  return answer.responseResult;
}

function inSection(section: Section) {
  return (subscription: Subscription) =>
    subscription.section_category === undefined || subscription.section_category === section.category;
}

/** The section's per-type lists this viewer has loaded already. */
function loadedLists(queryClient: QueryClient, viewer: string, section: Section): Subscription[] {
  return queryClient
    .getQueriesData<Subscription[]>({ queryKey: catalogKeys.subscriptionLists(viewer) })
    .flatMap(([, list]) => list ?? [])
    .filter(inSection(section));
}

/** Every type's list of the section, through the cache (the list pages share these entries). */
async function fetchAllLists(queryClient: QueryClient, viewer: string, section: Section): Promise<Subscription[]> {
  const types = await queryClient.query(subscriptionTypesQueryOptions(section.category));
  const lists = await Promise.all(
    types.map((type) => queryClient.query(subscriptionListQueryOptions(viewer, type.id))),
  );
  return lists.flat();
}

export function subscriptionDetailsQueryOptions(
  queryClient: QueryClient,
  viewer: string,
  section: Section,
  idOrSlug: string,
) {
  return queryOptions({
    queryKey: catalogKeys.details(viewer, section.category, idOrSlug),
    queryFn: ({ signal }) =>
      loadSubscriptionDetails(idOrSlug, {
        fetchDirect: () => getSubscription(idOrSlug, signal),
        loadedLists: () => loadedLists(queryClient, viewer, section),
        fetchAllLists: () => fetchAllLists(queryClient, viewer, section),
      }),
    staleTime: CATALOG_STALE_TIME_MS,
    // One automatic retry before the not-found view (docs/product.md, "Details pages").
    retry: 1,
    refetchOnWindowFocus: true,
  });
}

function parseSubscription(value: unknown): Subscription | null {
  const parsed = z.safeParse(subscriptionSchema, value);
  return parsed.success ? parsed.data : null;
}

/**
 * The details of the subscription an address names. A subscription handed over in navigation
 * state shows at once and counts as fresh; after that the query refetches like
 * any other, so coming back from the payment tab shows "Subscribed".
 */
export function useSubscriptionDetails(section: Section, idOrSlug: string, navigationState: unknown) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const fromState = subscriptionFromState(navigationState, idOrSlug, parseSubscription);
  return useQuery({
    ...subscriptionDetailsQueryOptions(queryClient, viewer, section, idOrSlug),
    enabled: idOrSlug !== '',
    // Counts as fetched just now: no request until it turns stale (or the window regains focus).
    // Else a visitor's first page carries it.
    initialData: () =>
      fromState ??
      (viewer === VISITOR ? preloadedCall(detailsPath(idOrSlug), detailsAnswerSchema)?.responseResult : undefined),
    // The page's answer is as old as the page.
    initialDataUpdatedAt: fromState ? undefined : performance.timeOrigin,
    // Signed in over this page: what the visitor saw (public anyway) stays until the learner's
    // own answer comes, so the page and its buttons stay put and the sign-in dialog hands focus
    // back to the button that opened it. Never another learner's answer.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === VISITOR && previousQuery.queryKey[4] === idOrSlug ? previous : undefined,
  });
}
