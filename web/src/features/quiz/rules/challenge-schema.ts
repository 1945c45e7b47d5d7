/**
 * The key-challenge form's rules (docs/product.md, "Key challenges"), as the server checks them:
 * a reason of 10 to 1,000 characters once trimmed, counted by code point as the server counts
 * them. Built per language: `useMemo(() => challengeFormSchema(t), [t])`.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { KeyChallenge } from '../api/challenge-schemas';

export const CHALLENGE_REASON_MIN = 10;
export const CHALLENGE_REASON_MAX = 1000;

/** The reason's length as the server counts it: code points, after trimming. */
export function reasonLength(reason: string): number {
  return Array.from(reason.trim()).length;
}

export function challengeFormSchema(t: TFunction) {
  return z.object({
    reason: z.string().check(
      z.refine((value) => value.trim() !== '', t('challenge.errors.reasonRequired')),
      z.refine(
        (value) => value.trim() === '' || reasonLength(value) >= CHALLENGE_REASON_MIN,
        t('challenge.errors.reasonTooShort'),
      ),
      z.refine((value) => reasonLength(value) <= CHALLENGE_REASON_MAX, t('challenge.errors.reasonTooLong')),
    ),
  });
}

export type ChallengeFormValues = z.infer<ReturnType<typeof challengeFormSchema>>;

/** The form starts from the learner's open challenge, which a new one rewrites; else empty. */
export function challengeFormValues(challenge: KeyChallenge | null | undefined): ChallengeFormValues {
  return { reason: challenge?.status === 'open' ? challenge.reason : '' };
}
