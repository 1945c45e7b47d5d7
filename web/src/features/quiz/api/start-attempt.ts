import { z } from 'zod/mini';
import { zStartAttemptResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiRequest } from '@/lib/api-client';
import { clockOffsetMs } from '../rules/server-clock';
import { type Attempt, attemptSchema } from './schemas';

const startAnswerSchema = reading(z.pick(zStartAttemptResponse, { body: true }), {
  body: reading(zStartAttemptResponse.shape.body, { attempt: attemptSchema }),
});

export interface StartedAttempt {
  attempt: Attempt;
  /** How far the server's clock is ahead of this device's (see server-clock.ts). */
  clockOffsetMs: number;
}

/**
 * Opens an attempt on the server's clock, or resumes the learner's open one (same deadline, the
 * answers saved so far). The attempt key makes a retried start return the same attempt.
 */
export async function startAttempt(testId: number, attemptKey: string): Promise<StartedAttempt> {
  const sentAt = Date.now();
  const answer = await apiRequest('/v1/modules/tests/start', {
    method: 'POST',
    body: { testId, attemptKey },
    schema: startAnswerSchema,
  });
  const receivedAt = Date.now();
  const { attempt } = answer.body;
  return { attempt, clockOffsetMs: clockOffsetMs(attempt.serverNow, sentAt, receivedAt) };
}
