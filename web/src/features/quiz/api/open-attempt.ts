/**
 * Everything a running test needs before its first question shows: the attempt on the server's
 * clock (started or resumed), the questions, and what this tab remembers of it. One path for
 * Start Test, Resume Test and a reload mid-test.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  attemptKeyFor,
  forgetAttempt,
  readStoredAttempt,
  storeAttempt,
  storedAttemptSecondsLeft,
} from '../rules/attempt-storage';
import { settleSaves } from './answer-saver';
import { questionsQueryOptions } from './get-questions';
import type { Attempt, Question } from './schemas';
import { startAttempt } from './start-attempt';

export interface OpenAttempt {
  kind: 'open';
  attempt: Attempt;
  /** The key the submit sends: the attempt's own, as the server knows it. */
  attemptKey: string;
  clockOffsetMs: number;
  questions: Question[];
}

/** The attempt this tab was running has been submitted meanwhile (another device, the server at time-up). */
export interface FinishedAttempt {
  kind: 'finished';
  attempt: Attempt;
}

/**
 * 'start': the learner pressed Start or Resume; an attempt this tab remembers but that is over
 * is forgotten, and a new one begins. 'resume': the test screen is reloading; a finished
 * attempt is reported, never replaced.
 */
export type OpenMode = 'start' | 'resume';

/** Resuming found nothing this tab could resume without opening a new attempt. */
export class NothingToResume extends Error {
  constructor() {
    super('No attempt of this test is running in this tab.');
    this.name = 'NothingToResume';
  }
}

/**
 * The key a resume may send. Start opens a new attempt when it finds none open, so a resume
 * sends only a key that names this tab's attempt, or (for an attempt opened without a key)
 * any key while that attempt's time has not run out.
 */
function resumeKey(testId: number): string {
  const stored = readStoredAttempt(testId);
  if (stored?.attemptKey) return stored.attemptKey;
  if (stored?.deadline && storedAttemptSecondsLeft(testId, Date.now()) !== null) return attemptKeyFor(testId);
  throw new NothingToResume();
}

export async function openAttempt(
  queryClient: QueryClient,
  testId: number,
  mode: OpenMode,
): Promise<OpenAttempt | FinishedAttempt> {
  await settleSaves(testId);
  let started = await startAttempt(testId, mode === 'resume' ? resumeKey(testId) : attemptKeyFor(testId));
  if (started.attempt.status === 'submitted') {
    forgetAttempt(testId);
    if (mode === 'resume') return { kind: 'finished', attempt: started.attempt };
    started = await startAttempt(testId, attemptKeyFor(testId));
  }
  const { attempt, clockOffsetMs } = started;
  // The attempt's own key, which may be another device's (or none, for an attempt opened
  // without one): the submit must name the attempt as the server knows it.
  const { attemptKey } = attempt;
  storeAttempt(testId, { attemptKey, attemptId: attempt.attemptId, deadline: attempt.deadline, clockOffsetMs });
  const questions = await queryClient.query(questionsQueryOptions(testId));
  return { kind: 'open', attempt, attemptKey, clockOffsetMs, questions };
}

/**
 * Start Test has just opened the attempt: the test screen takes it from here instead of asking
 * the server again (which, with thousands starting at once, would double the load).
 */
const HANDOFF_FRESH_MS = 10_000;
let handoff: { testId: number; opened: OpenAttempt; at: number } | null = null;

export function handOff(testId: number, opened: OpenAttempt): void {
  handoff = { testId, opened, at: Date.now() };
}

export function takeHandoff(testId: number): OpenAttempt | undefined {
  if (!handoff || handoff.testId !== testId || Date.now() - handoff.at > HANDOFF_FRESH_MS) return undefined;
  const { opened } = handoff;
  // Read once: a later visit (Resume after going back) asks the server for the latest answers.
  handoff = null;
  return opened;
}
