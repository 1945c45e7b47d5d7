import { describe, expect, it } from 'vitest';
import type { AnswerChange } from './quiz-sheet';
import {
  acknowledge,
  emptyQueue,
  enqueue,
  forgetQueue,
  MAX_BATCH,
  nextBatch,
  restoreQueue,
  storeQueue,
  toPayload,
} from './save-queue';

const change = (questionId: number, selectedOption: number | null, extra: Partial<AnswerChange> = {}) => ({
  questionId,
  selectedOption,
  markedForReview: false,
  timeSpentMs: 1000,
  ...extra,
});

describe('autosave queue', () => {
  it('keeps changes in the order they were made', () => {
    let queue = emptyQueue(9);
    queue = enqueue(queue, change(1, 11));
    queue = enqueue(queue, change(2, 21));
    queue = enqueue(queue, change(3, null, { markedForReview: true }));
    expect(toPayload(nextBatch(queue)).map((item) => item.questionId)).toEqual([1, 2, 3]);
  });

  it('keeps only the latest state of a question, at the place of its latest change', () => {
    let queue = emptyQueue(9);
    queue = enqueue(queue, change(1, 11));
    queue = enqueue(queue, change(2, 21));
    queue = enqueue(queue, change(1, 12, { timeSpentMs: 4000 }));
    expect(toPayload(nextBatch(queue))).toEqual([
      change(2, 21),
      { questionId: 1, selectedOption: 12, markedForReview: false, timeSpentMs: 4000 },
    ]);
  });

  it('removes only what the server confirmed, not a change made during the call', () => {
    let queue = emptyQueue(9);
    queue = enqueue(queue, change(1, 11));
    const inFlight = nextBatch(queue);
    // While the call runs, the learner changes question 1 again and answers question 2.
    queue = enqueue(queue, change(1, 12));
    queue = enqueue(queue, change(2, 21));
    queue = acknowledge(queue, inFlight);
    expect(toPayload(queue.items)).toEqual([change(1, 12), change(2, 21)]);
    queue = acknowledge(queue, nextBatch(queue));
    expect(queue.items).toEqual([]);
  });

  it('sends a long offline backlog in batches', () => {
    let queue = emptyQueue(9);
    for (let id = 1; id <= MAX_BATCH + 5; id += 1) queue = enqueue(queue, change(id, null));
    expect(nextBatch(queue)).toHaveLength(MAX_BATCH);
    queue = acknowledge(queue, nextBatch(queue));
    expect(nextBatch(queue).map((item) => item.questionId)).toEqual([101, 102, 103, 104, 105]);
  });

  it('survives a reload through sessionStorage', () => {
    let queue = emptyQueue(9);
    queue = enqueue(queue, change(1, 11));
    queue = enqueue(queue, change(2, null, { markedForReview: true }));
    storeQueue(42, queue);
    const restored = restoreQueue(42, 9);
    expect(restored).toEqual(queue);
    // New changes continue the numbering, so acknowledgements never mix them up.
    expect(enqueue(restored, change(3, 31)).items.at(-1)?.seq).toBe(3);
  });

  it('starts empty for another attempt, after forgetting, and on damaged storage', () => {
    storeQueue(42, enqueue(emptyQueue(9), change(1, 11)));
    expect(restoreQueue(42, 10)).toEqual(emptyQueue(10));
    forgetQueue(42);
    expect(restoreQueue(42, 9)).toEqual(emptyQueue(9));
    window.sessionStorage.setItem('aspirant.quiz.queue.42', '{not json');
    expect(restoreQueue(42, 9)).toEqual(emptyQueue(9));
  });
});
