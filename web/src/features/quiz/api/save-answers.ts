import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { AnswerChange } from '../rules/quiz-sheet';

const saveAnswerSchema = z.object({ body: z.object({ saved: z.number(), serverNow: z.string() }) });

/** Autosave: stores answers of an open attempt (409 once its time is up or it was submitted). */
export async function saveAnswers(attemptId: number, answers: readonly AnswerChange[]) {
  const answer = await apiRequest('/v1/modules/tests/answers', {
    method: 'POST',
    body: { attemptId, answers: JSON.stringify(answers) },
    schema: saveAnswerSchema,
  });
  return answer.body;
}
