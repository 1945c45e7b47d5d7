import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { AnswerChange } from '../rules/quiz-sheet';
import { reviewSchema } from './schemas';

const previewAnswerSchema = z.object({ message: z.optional(z.string()), body: reviewSchema });

/**
 * Staff's "Preview as a learner" (docs/product.md): the sheet is scored on the server against
 * the paper as it stands and comes back as the review a learner would get; nothing is stored.
 */
export async function previewReview(testId: number, answers: readonly AnswerChange[]) {
  const answer = await apiRequest(`/v1/admin/prelims-tests/${testId}/preview`, {
    method: 'POST',
    body: { answers: JSON.stringify(answers) },
    schema: previewAnswerSchema,
  });
  return answer.body;
}
