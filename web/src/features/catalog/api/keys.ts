import { ACCOUNT_SCOPE } from '@/lib/query-client';

/**
 * Query keys of the catalogue calls, from one factory so invalidation can target them.
 * Subscriptions carry the viewer: `isSubscribed` depends on who asks, so a login or logout
 * must read a different cache entry, never the last viewer's.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  types: (category: string) => [...catalogKeys.all, 'types', category] as const,
  subscriptionLists: (viewer: string) => [...catalogKeys.all, 'subscriptions', viewer] as const,
  subscriptionList: (viewer: string, typeId: number) => [...catalogKeys.subscriptionLists(viewer), typeId] as const,
  details: (viewer: string, category: string, idOrSlug: string) =>
    [...catalogKeys.all, 'details', viewer, category, idOrSlug] as const,
  optionals: () => [...catalogKeys.all, 'optionals'] as const,
  optionalCourse: (viewer: string, optionalId: string, typeId: string) =>
    [...catalogKeys.all, 'optional-course', viewer, optionalId, typeId] as const,
  /** The learner's own list: under the account scope, dropped when the session ends. */
  mySubscriptions: () => [ACCOUNT_SCOPE, 'my-subscriptions'] as const,
};

/**
 * Catalogue data changes when a learner buys (isSubscribed, seats): 30 s keeps tab switches
 * cheap, and a focus refetch shows the purchase made in the payment tab.
 */
export const CATALOG_STALE_TIME_MS = 30_000;
