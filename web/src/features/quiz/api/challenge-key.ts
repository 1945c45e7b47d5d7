import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { keyChallengeSchema } from './challenge-schemas';
import { quizKeys } from './keys';

const challengeAnswerSchema = z.object({
  message: z.optional(z.string()),
  body: z.object({ challenge: keyChallengeSchema }),
});

export interface ChallengeRequest {
  questionId: number;
  /** Why the key is wrong: 10 to 1,000 characters. */
  reason: string;
}

/**
 * Challenges a question's answer key in the test's challenge period (docs/product.md, "Key
 * challenges"). A second challenge while the first is open rewrites it. The server's message
 * (a refusal outside the period, too) is in the learner's language.
 */
export function challengeKey({ questionId, reason }: ChallengeRequest) {
  return apiRequest(`/v1/modules/tests/questions/${questionId}/challenge`, {
    method: 'POST',
    body: { reason: reason.trim() },
    schema: challengeAnswerSchema,
  });
}

/** Challenges a key; the reviews (which show the challenge and its state) are fetched again. */
export function useChallengeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: challengeKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.reviews() }),
  });
}
