/**
 * What this tab remembers of a test's running attempt, in sessionStorage per test: the attempt
 * key (the app's own id for the attempt, which makes a retried start or submit harmless), the
 * server's deadline and the clock offset, and the answer sheet. A reload finds them here; the
 * server's saved answers fill in the rest (see resume.ts).
 */
import { z } from 'zod/mini';
import { type AnswerValue, singleChoice } from './answer-value';
import { CONFIDENCE_TAGS } from './confidence';
import { remainingSeconds } from './server-clock';
import type { SheetProgress } from './quiz-sheet';
import { forgetQueue } from './save-queue';
import { idRecord, readStored, removeStored, writeStored } from './session-store';

export interface StoredAttempt {
  attemptKey: string;
  attemptId?: number;
  deadline?: string;
  clockOffsetMs?: number;
}

const attemptKeyOf = (testId: number) => `aspirant.quiz.attempt.${testId}`;
const sheetKeyOf = (testId: number) => `aspirant.quiz.sheet.${testId}`;

const storedAttemptSchema = z.object({
  attemptKey: z.string(),
  attemptId: z.optional(z.int()),
  deadline: z.optional(z.string()),
  clockOffsetMs: z.optional(z.number()),
});

export function readStoredAttempt(testId: number): StoredAttempt | null {
  return readStored(attemptKeyOf(testId), storedAttemptSchema);
}

export function storeAttempt(testId: number, attempt: StoredAttempt): void {
  writeStored(attemptKeyOf(testId), attempt);
}

/** The key for the next start: the one this tab already used for the test, or a new UUID. */
export function attemptKeyFor(testId: number): string {
  const stored = readStoredAttempt(testId);
  if (stored?.attemptKey) return stored.attemptKey;
  const attemptKey = crypto.randomUUID();
  storeAttempt(testId, { ...stored, attemptKey });
  return attemptKey;
}

/**
 * Seconds left of the attempt this tab knows to be running, or null when it knows none (or its
 * time is up). The server's clock as last measured, not the device's, decides.
 */
export function storedAttemptSecondsLeft(testId: number, deviceNowMs: number): number | null {
  const stored = readStoredAttempt(testId);
  if (!stored?.deadline) return null;
  const left = remainingSeconds(stored.deadline, stored.clockOffsetMs ?? 0, deviceNowMs);
  return left > 0 ? left : null;
}

/**
 * A stored answer: a value of its question's kind, or the bare option id a sheet stored before
 * answers had kinds, read as a single-choice answer (a test running across the change goes on).
 */
const storedAnswerSchema = z.pipe(
  z.union([z.int(), z.object({ kind: z.literal('single_choice'), optionId: z.int() })]),
  z.transform((stored): AnswerValue => (typeof stored === 'number' ? singleChoice(stored) : stored)),
);

const storedSheetSchema = z.object({
  attemptId: z.int(),
  progress: z.object({
    currentIndex: z.int(),
    selected: idRecord(storedAnswerSchema),
    marked: idRecord(z.literal(true)),
    visited: idRecord(z.literal(true)),
    timeSpentMs: idRecord(z.number()),
    confidence: z.optional(idRecord(z.enum(CONFIDENCE_TAGS))),
    chosenAt: z.optional(idRecord(z.string())),
  }),
});

export function storeSheet(testId: number, attemptId: number, progress: SheetProgress): void {
  writeStored(sheetKeyOf(testId), { attemptId, progress });
}

/** The sheet this tab kept for the attempt, or null (none, or one of an earlier attempt). */
export function restoreSheet(testId: number, attemptId: number): SheetProgress | null {
  const stored = readStored(sheetKeyOf(testId), storedSheetSchema);
  return stored?.attemptId === attemptId ? stored.progress : null;
}

/** After a submit (or an attempt found finished): the next start is a new attempt. */
export function forgetAttempt(testId: number): void {
  removeStored(attemptKeyOf(testId));
  removeStored(sheetKeyOf(testId));
  forgetQueue(testId);
}
