import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zReviewAttemptResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { quizKeys } from './keys';
import { reviewSchema } from './schemas';

const reviewAnswerSchema = reading(z.pick(zReviewAttemptResponse, { body: true }), { body: reviewSchema });

/** A submitted attempt with the key, the explanations and the analysis (only the learner's own). */
export async function getReview(attemptId: number, signal?: AbortSignal) {
  const answer = await apiGet(`/v1/modules/tests/attempts/${attemptId}/review`, reviewAnswerSchema, { signal });
  return answer.body;
}

export function useReview(attemptId: number | null) {
  return useQuery({
    queryKey: quizKeys.review(attemptId ?? 0),
    queryFn: ({ signal }) => getReview(attemptId ?? 0, signal),
    // The answers never change; the rank moves as others submit, so a minute is fresh enough.
    staleTime: 60 * 1000,
    enabled: attemptId !== null,
  });
}
