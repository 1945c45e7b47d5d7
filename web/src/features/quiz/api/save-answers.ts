import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { AnswerChange } from '../rules/quiz-sheet';

const saveAnswerSchema = z.object({
  body: z.object({
    saved: z.number(),
    serverNow: z.string(),
    /** Answers whose choice reached the server too late to count (absent from an older server). */
    notCounted: z.optional(z.number()),
    /** The attempt takes no new choices: its time is up, or it was submitted. */
    closed: z.optional(z.boolean()),
  }),
});

/**
 * Autosave. Once the attempt's time is up or it was submitted the server answers `closed`, and
 * still takes the answers chosen in time that may count (docs/product.md, "The clock"); an
 * older server answered 409 instead.
 */
export async function saveAnswers(attemptId: number, answers: readonly AnswerChange[]) {
  const answer = await apiRequest('/v1/modules/tests/answers', {
    method: 'POST',
    body: { attemptId, answers: JSON.stringify(answers) },
    schema: saveAnswerSchema,
  });
  return answer.body;
}
