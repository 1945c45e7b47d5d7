import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  type DetailsSteps,
  loadSubscriptionDetails,
  stateSubscriptionSlug,
  SubscriptionNotFoundError,
  subscriptionFromState,
} from './details-loading';

type Item = { id: number; slug: string; name: string };
const notes: Item = { id: 1, slug: 'gs-prelims-notes-2027', name: 'GS Prelims Notes 2027' };
const csat: Item = { id: 4, slug: 'csat-notes', name: 'CSAT Notes' };

const notFound = () => new ApiError(404, 'Subscription not found');
const networkDown = () => new TypeError('Failed to fetch');

/** Steps that record which ran; each answers as told. */
function steps(answers: {
  direct?: Item | Error;
  loaded?: Item[];
  all?: Item[] | Error;
}): DetailsSteps<Item> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetchDirect: vi.fn(() => {
      calls.push('direct');
      const answer = answers.direct ?? notFound();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
    loadedLists: vi.fn(() => {
      calls.push('loaded');
      return answers.loaded ?? [];
    }),
    fetchAllLists: vi.fn(() => {
      calls.push('all');
      const answer = answers.all ?? [];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
  };
}

describe('loadSubscriptionDetails', () => {
  it('uses the direct fetch by id or slug when it answers', async () => {
    const chain = steps({ direct: notes });
    await expect(loadSubscriptionDetails('gs-prelims-notes-2027', chain)).resolves.toBe(notes);
    expect(chain.calls).toEqual(['direct']);
  });

  it('then looks in the lists already loaded, without another request', async () => {
    const chain = steps({ loaded: [csat, notes] });
    await expect(loadSubscriptionDetails('1', chain)).resolves.toBe(notes);
    expect(chain.calls).toEqual(['direct', 'loaded']);
  });

  it('then fetches every type’s list and searches it by id, slug and fuzzy name', async () => {
    const chain = steps({ loaded: [csat], all: [csat, notes] });
    await expect(loadSubscriptionDetails('gs-prelims-notes-2026', chain)).resolves.toBe(notes);
    expect(chain.calls).toEqual(['direct', 'loaded', 'all']);
  });

  it('finds by the lists even when the direct call failed for another reason', async () => {
    const chain = steps({ direct: new ApiError(500, 'Internal error'), all: [notes] });
    await expect(loadSubscriptionDetails('gs-prelims-notes-2027', chain)).resolves.toBe(notes);
  });

  it('is not found when the lists load and hold nothing like it', async () => {
    const chain = steps({ all: [csat] });
    await expect(loadSubscriptionDetails('history-notes', chain)).rejects.toBeInstanceOf(SubscriptionNotFoundError);
  });

  it('is not found when the server said 404, even if the lists then failed', async () => {
    const chain = steps({ direct: notFound(), all: networkDown() });
    await expect(loadSubscriptionDetails('history-notes', chain)).rejects.toBeInstanceOf(SubscriptionNotFoundError);
  });

  it('is a load failure (worth a retry) when nothing got through', async () => {
    const failure = networkDown();
    const chain = steps({ direct: failure, all: networkDown() });
    await expect(loadSubscriptionDetails('gs-prelims-notes-2027', chain)).rejects.toBe(failure);
  });
});

describe('subscriptionFromState', () => {
  const parse = (value: unknown) =>
    typeof value === 'object' && value !== null && 'id' in value ? (value as Item) : null;

  it('uses the subscription a list handed over when it is the one the address names', () => {
    expect(subscriptionFromState({ subscription: notes }, 'gs-prelims-notes-2027', parse)).toBe(notes);
    expect(subscriptionFromState({ subscription: notes }, '1', parse)).toBe(notes);
  });

  it('ignores state about another subscription, malformed state and no state', () => {
    expect(subscriptionFromState({ subscription: csat }, 'gs-prelims-notes-2027', parse)).toBeNull();
    expect(subscriptionFromState({ subscription: 'x' }, 'csat-notes', parse)).toBeNull();
    expect(subscriptionFromState({ other: csat }, 'csat-notes', parse)).toBeNull();
    expect(subscriptionFromState(null, 'csat-notes', parse)).toBeNull();
  });
});

describe('stateSubscriptionSlug', () => {
  it('reads the slug of a handed-over subscription (PCS details without ?id=)', () => {
    expect(stateSubscriptionSlug({ subscription: csat })).toBe('csat-notes');
    expect(stateSubscriptionSlug({ subscription: { slug: 3 } })).toBeNull();
    expect(stateSubscriptionSlug(undefined)).toBeNull();
  });
});
