import { z } from 'zod/mini';
import { zSubmitResultResponse } from '@/api/generated/zod.gen';
import { apiRequest } from '@/lib/api-client';
import type { AnswerChange } from '../rules/quiz-sheet';

const submitAnswerSchema = z.omit(zSubmitResultResponse, { status: true });

export interface SubmitRequest {
  testId: number;
  attemptKey: string;
  /** The whole sheet: every question, unanswered ones with a null option. */
  answers: readonly AnswerChange[];
}

/**
 * Scores the attempt on the server. A retry with the same attempt key answers the first result,
 * so a submit that may or may not have arrived is simply sent again.
 */
export function submitResult({ testId, attemptKey, answers }: SubmitRequest) {
  return apiRequest('/v1/modules/tests/submitResult', {
    method: 'POST',
    body: { testId, attemptKey, answers: JSON.stringify(answers) },
    schema: submitAnswerSchema,
  });
}
