/**
 * A fresh address for a test's discussion kept by the site. The lists carry the address, but it
 * works for a few minutes only: Play, and the player when the address stops working, ask for the
 * list again (the same check that decides whether the learner may watch) and take this test's.
 */
import { getMainsTests } from './get-mains-tests';
import { getPrelimsLibrary } from './get-prelims-library';
import type { FilePlayback } from './schemas';

/** What the discussion button plays: a fresh address, or nothing when the file is gone. */
export type FreshDiscussion = () => Promise<FilePlayback | undefined>;

export function freshPrelimsDiscussion(subscriptionId: number, testId: number): FreshDiscussion {
  return async () => {
    const tests = await getPrelimsLibrary(subscriptionId);
    return tests.find((test) => test.id === testId)?.discussionVideo;
  };
}

export function freshMainsDiscussion(subscriptionId: number, seriesId: number, testId: number): FreshDiscussion {
  return async () => {
    const { tests } = await getMainsTests(subscriptionId, seriesId);
    return tests.find((test) => test.id === testId)?.discussionVideo;
  };
}
