/**
 * Key challenges as the review gives them (docs/product.md, "Key challenges"): for some days after a
 * live test closes, a learner who sat it may challenge a question's answer key with a reason;
 * staff accept (a new key, or the question dropped) or reject each with a reply. Kept apart from
 * schemas.ts, which the review's schema pulls them into.
 */
import type { z } from 'zod/mini';
import { zReview } from '@/api/generated/zod.gen';
import { elementOf, present } from '@/api/reading';

export const CHALLENGE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** The learner's own challenge of a question: open until staff decide, then with their reply. */
export const keyChallengeSchema = present(elementOf(zReview.shape.questions).shape.challenge);
export type KeyChallenge = z.infer<typeof keyChallengeSchema>;

/** The test's challenge period (RFC 3339): from its close for its set number of days. */
export const challengePeriodSchema = present(zReview.shape.challenges);
export type ChallengePeriod = z.infer<typeof challengePeriodSchema>;

/** An accepted challenge of the test, which every learner who sat it is told about. */
export const keyChangeSchema = elementOf(present(zReview.shape.keyChanges));
export type KeyChange = z.infer<typeof keyChangeSchema>;
