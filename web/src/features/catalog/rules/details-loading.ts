/**
 * docs/product.md, "Details pages": navigation state if present; otherwise a direct fetch by id
 * or slug, then the per-type lists already loaded, then every type's list searched by id, slug
 * and fuzzy name; if all fail, the not-found view. The steps are passed in, so the order and the
 * outcome are pure logic, tested without a server.
 */
import { ApiError } from '@/lib/api-client';
import { type Findable, findSubscriptionMatch } from './find-subscription';

/** Nothing by that id, slug or name: the page shows its section's not-found text. */
export class SubscriptionNotFoundError extends Error {
  constructor(idOrSlug: string) {
    super(`No subscription matches "${idOrSlug}"`);
    this.name = 'SubscriptionNotFoundError';
  }
}

export interface DetailsSteps<T> {
  /** GET the subscription by the address's id or slug. */
  fetchDirect: () => Promise<T>;
  /** The section's per-type lists this visit has already loaded (no request). */
  loadedLists: () => readonly T[];
  /** Every type's list of the section, fetched (or from the cache). */
  fetchAllLists: () => Promise<readonly T[]>;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export async function loadSubscriptionDetails<T extends Findable>(
  idOrSlug: string,
  steps: DetailsSteps<T>,
): Promise<T> {
  let directFailure: unknown;
  try {
    return await steps.fetchDirect();
  } catch (error) {
    directFailure = error;
  }

  const loaded = findSubscriptionMatch(steps.loadedLists(), idOrSlug);
  if (loaded) return loaded;

  let all: readonly T[];
  try {
    all = await steps.fetchAllLists();
  } catch (listFailure) {
    // Neither call got through: a load failure ("Try Again" may help), unless the server had
    // already said it does not know the address.
    if (isNotFound(directFailure)) throw new SubscriptionNotFoundError(idOrSlug);
    throw directFailure ?? listFailure;
  }
  const found = findSubscriptionMatch(all, idOrSlug);
  if (found) return found;
  // The lists loaded and hold nothing like it: whatever the direct call said, it is not there.
  throw new SubscriptionNotFoundError(idOrSlug);
}

/**
 * The subscription a list page handed over in navigation state, when it is the one the address
 * names (a stale state from another page is ignored). `parse` checks its shape.
 */
export function subscriptionFromState<T extends Findable>(
  state: unknown,
  idOrSlug: string,
  parse: (value: unknown) => T | null,
): T | null {
  if (typeof state !== 'object' || state === null || !('subscription' in state)) return null;
  const subscription = parse(state.subscription);
  if (!subscription) return null;
  return String(subscription.id) === idOrSlug || subscription.slug === idOrSlug ? subscription : null;
}

/** The slug of the subscription handed over in navigation state (PCS details without `?id=`). */
export function stateSubscriptionSlug(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('subscription' in state)) return null;
  const { subscription } = state;
  if (typeof subscription !== 'object' || subscription === null || !('slug' in subscription)) return null;
  return typeof subscription.slug === 'string' ? subscription.slug : null;
}
