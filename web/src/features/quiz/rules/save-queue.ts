/**
 * The autosave queue: answer changes waiting to reach the server, oldest first. Each entry is
 * the whole state of one question (option, review mark, time spent), so a newer change to a
 * question makes any older one waiting for it pointless: it is dropped, and the server only
 * ever receives each question's latest state, in the order the learner made the changes. The
 * queue lives in sessionStorage, so a reload or a crash of the tab loses nothing unsent. An entry
 * remembers whether it (or one it replaced) changed the chosen option: those are the answers on
 * this device that the offline notice counts (docs/product.md, "The clock").
 */
import { z } from 'zod/mini';
import { CONFIDENCE_TAGS } from './confidence';
import type { AnswerChange } from './quiz-sheet';
import { readStored, removeStored, writeStored } from './session-store';

export interface QueuedChange extends AnswerChange {
  /** Order of arrival; what the server acknowledged is removed by it. */
  seq: number;
  /** The change (or an unsent one it replaced) chose or cleared the option. */
  choice?: true;
}

export interface SaveQueue {
  attemptId: number;
  nextSeq: number;
  items: readonly QueuedChange[];
}

/** At most this many changes per call: a long offline spell is sent in a few small calls. */
export const MAX_BATCH = 100;

export function emptyQueue(attemptId: number): SaveQueue {
  return { attemptId, nextSeq: 1, items: [] };
}

/** `choice`: the change chose or cleared the question's option (not only its mark, tag or time). */
export function enqueue(queue: SaveQueue, change: AnswerChange, choice = false): SaveQueue {
  const replaced = queue.items.find((item) => item.questionId === change.questionId);
  const others = queue.items.filter((item) => item !== replaced);
  const entry: QueuedChange = {
    ...change,
    seq: queue.nextSeq,
    ...(choice || replaced?.choice ? { choice: true } : {}),
  };
  return { ...queue, nextSeq: queue.nextSeq + 1, items: [...others, entry] };
}

/** How many questions' choices wait in the queue. */
export function pendingChoices(queue: SaveQueue): number {
  return queue.items.filter((item) => item.choice).length;
}

/** The next call's changes, oldest first. */
export function nextBatch(queue: SaveQueue): readonly QueuedChange[] {
  return queue.items.slice(0, MAX_BATCH);
}

/**
 * Removes what the server confirmed. A change made while the call was in flight has a newer
 * seq, so it stays even when it is for a question in the batch.
 */
export function acknowledge(queue: SaveQueue, sent: readonly QueuedChange[]): SaveQueue {
  const done = new Set(sent.map((item) => item.seq));
  return { ...queue, items: queue.items.filter((item) => !done.has(item.seq)) };
}

/** The changes as the server takes them. */
export function toPayload(items: readonly QueuedChange[]): AnswerChange[] {
  return items.map(({ questionId, selectedOption, markedForReview, timeSpentMs, confidence, chosenAt }) => ({
    questionId,
    selectedOption,
    markedForReview,
    timeSpentMs,
    ...(confidence ? { confidence } : {}),
    ...(chosenAt ? { chosenAt } : {}),
  }));
}

const storageKey = (testId: number) => `aspirant.quiz.queue.${testId}`;

const storedQueueSchema = z.object({
  attemptId: z.int(),
  nextSeq: z.int(),
  items: z.array(
    z.object({
      seq: z.int(),
      questionId: z.int(),
      selectedOption: z.nullable(z.int()),
      markedForReview: z.boolean(),
      timeSpentMs: z.number(),
      confidence: z.optional(z.enum(CONFIDENCE_TAGS)),
      chosenAt: z.optional(z.string()),
      choice: z.optional(z.literal(true)),
    }),
  ),
});

export function storeQueue(testId: number, queue: SaveQueue): void {
  writeStored(storageKey(testId), queue);
}

/** The stored queue of this attempt; one left by an earlier attempt of the test is not. */
export function restoreQueue(testId: number, attemptId: number): SaveQueue {
  const stored = readStored(storageKey(testId), storedQueueSchema);
  return stored?.attemptId === attemptId ? stored : emptyQueue(attemptId);
}

export function forgetQueue(testId: number): void {
  removeStored(storageKey(testId));
}
