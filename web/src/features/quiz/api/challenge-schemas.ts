/**
 * Key challenges as the review gives them (docs/product.md, "Key challenges"): for some days after a
 * live test closes, a learner who sat it may challenge a question's answer key with a reason;
 * staff accept (a new key, or the question dropped) or reject each with a reply. Kept apart from
 * schemas.ts, which the review's schema pulls them into.
 */
import { z } from 'zod/mini';

export const CHALLENGE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** The learner's own challenge of a question: open until staff decide, then with their reply. */
export const keyChallengeSchema = z.object({
  status: z.enum(CHALLENGE_STATUSES),
  reason: text,
  reply: text,
  createdAt: z.string(),
  decidedAt: z.nullish(z.string()),
});
export type KeyChallenge = z.infer<typeof keyChallengeSchema>;

/** The test's challenge period (RFC 3339): from its close for its set number of days. */
export const challengePeriodSchema = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  open: z.boolean(),
});
export type ChallengePeriod = z.infer<typeof challengePeriodSchema>;

/** An accepted challenge of the test, which every learner who sat it is told about. */
export const keyChangeSchema = z.object({
  questionId: z.int(),
  number: z.int(),
  kind: z.enum(['key_changed', 'dropped']),
  at: z.string(),
  reply: text,
});
export type KeyChange = z.infer<typeof keyChangeSchema>;
