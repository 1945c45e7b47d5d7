/**
 * A test's questions are kept 10 minutes in memory (the query cache) and 5 minutes in
 * sessionStorage, in the shape {testId, questions, timestamp}. The
 * session copy lets a reload mid-test skip the download when the whole hall reloads at once.
 */
import { z } from 'zod/mini';
import { questionSchema, type Question } from '../api/schemas';
import { readStored, writeStored } from './session-store';

export const QUESTIONS_MEMORY_MS = 10 * 60 * 1000;
export const QUESTIONS_SESSION_MS = 5 * 60 * 1000;

const storageKey = (testId: number) => `aspirant.quiz.questions.${testId}`;

const storedQuestionsSchema = z.object({
  testId: z.int(),
  questions: z.array(questionSchema),
  timestamp: z.number(),
});

export interface CachedQuestions {
  questions: Question[];
  timestamp: number;
}

export function storeQuestions(testId: number, questions: Question[], now: number): void {
  writeStored(storageKey(testId), { testId, questions, timestamp: now });
}

/** The stored questions while they are younger than 5 minutes, else null. */
export function storedQuestions(testId: number, now: number): CachedQuestions | null {
  const stored = readStored(storageKey(testId), storedQuestionsSchema);
  if (stored?.testId !== testId) return null;
  const age = now - stored.timestamp;
  return age >= 0 && age < QUESTIONS_SESSION_MS ? { questions: stored.questions, timestamp: stored.timestamp } : null;
}
