/**
 * Where a resumed attempt picks up (a reload, Resume Test, another device). Three sources:
 * - the server's saved answers (start answers them): the truth for everything that was sent;
 * - changes still waiting in this tab's autosave queue: newer than the server's, so they win;
 * - this tab's sheet: the question on screen, what was seen, and the time counted locally.
 * An answer this tab had already sent is taken from the server, which may hold a newer one
 * made on another device.
 */
import { answerOfWire } from './answer-value';
import type { ConfidenceTag } from './confidence';
import { type AnswerChange, emptyProgress, type SheetProgress, without } from './quiz-sheet';

interface ResumeSources {
  questionIds: readonly number[];
  saved: readonly AnswerChange[];
  pending: readonly AnswerChange[];
  stored: SheetProgress | null;
}

export function resumeProgress({ questionIds, saved, pending, stored }: ResumeSources): SheetProgress {
  const onPaper = new Set(questionIds);
  const local = stored ?? emptyProgress;
  const progress: SheetProgress = {
    currentIndex: local.currentIndex,
    selected: {},
    marked: {},
    visited: {},
    timeSpentMs: {},
  };
  let confidence: Record<number, ConfidenceTag> = {};
  // When each choice was made: this tab's record, then the unsent changes' (the server's saved
  // answers need none: a choice it holds stands, whenever it was made).
  const chosenAt: Record<number, string> = { ...local.chosenAt };
  for (const id of questionIds) {
    if (local.visited[id]) progress.visited[id] = true;
    const localTime = local.timeSpentMs[id];
    if (localTime !== undefined) progress.timeSpentMs[id] = localTime;
  }
  // Later sources overwrite earlier ones: the server's answers, then the unsent local changes.
  for (const answer of [...saved, ...pending]) {
    const id = answer.questionId;
    if (!onPaper.has(id)) continue;
    const value = answerOfWire(answer);
    progress.selected = value === undefined ? without(progress.selected, id) : { ...progress.selected, [id]: value };
    progress.marked = answer.markedForReview ? { ...progress.marked, [id]: true } : without(progress.marked, id);
    // The tag goes with the answer it was saved with (docs/product.md, "Confidence tags").
    confidence =
      answer.confidence && value !== undefined ? { ...confidence, [id]: answer.confidence } : without(confidence, id);
    // A question with a saved row was on someone's screen, perhaps on another device.
    progress.visited[id] = true;
    progress.timeSpentMs[id] = Math.max(progress.timeSpentMs[id] ?? 0, answer.timeSpentMs);
    if (answer.chosenAt) chosenAt[id] = answer.chosenAt;
  }
  return {
    ...progress,
    ...(Object.keys(confidence).length > 0 ? { confidence } : {}),
    ...(Object.keys(chosenAt).length > 0 ? { chosenAt } : {}),
  };
}
