/**
 * The learner's answer sheet while a test runs (docs/product.md, "The test screen"): which question
 * is on screen, the answer given to each (a value of its question's kind), the review marks, which questions were seen, and the
 * time spent on each (docs/product.md, "Time per question": the time a question is on screen,
 * answered or not, on every visit, while the page is visible). A pure reducer: every action
 * carries the device time `at`, so the time accounting is testable and replayable.
 *
 * Records are keyed by question id (plain objects, not Sets) so the sheet goes to
 * sessionStorage as JSON unchanged.
 */

import { type AnswerValue, type AnswerWire, answerWire } from './answer-value';
import type { ConfidenceTag } from './confidence';

export type QuestionStatus = 'current' | 'answered' | 'seen' | 'not-visited';

/** The part of the sheet that survives a reload (and that the server's saved answers fill in). */
export interface SheetProgress {
  currentIndex: number;
  /** The answer of each answered question, a value of its kind; no entry means unanswered. */
  selected: Record<number, AnswerValue>;
  marked: Record<number, true>;
  visited: Record<number, true>;
  timeSpentMs: Record<number, number>;
  /**
   * The learner's confidence tag of each answered question (docs/product.md, "Confidence tags");
   * no entry means none. Absent from a sheet stored before tags existed.
   */
  confidence?: Record<number, ConfidenceTag>;
  /**
   * When each question's answer was last given or cleared on this device, on the server's clock
   * (ISO): an answer chosen offline reaches the server later, and counts by when it was chosen
   * (docs/product.md, "The clock"). Absent from a sheet stored before it existed.
   */
  chosenAt?: Record<number, string>;
}

export interface QuizSheet extends SheetProgress {
  testId: number | null;
  questionIds: readonly number[];
  /**
   * Device time since when the current question has been on screen, or null while the page
   * is hidden: time counts only while the learner can see the question.
   */
  viewingSince: number | null;
}

export type QuizAction =
  | { type: 'load'; testId: number; questionIds: readonly number[]; restored?: SheetProgress; at: number }
  | { type: 'goTo'; index: number; at: number }
  | { type: 'next'; at: number }
  | { type: 'skip'; at: number }
  | { type: 'previous'; at: number }
  /** `chosenAt`: the server's time of the answer (ISO), as the screen knows it; see SheetProgress. */
  | { type: 'answer'; answer: AnswerValue; chosenAt?: string; at: number }
  | { type: 'clear'; chosenAt?: string; at: number }
  | { type: 'toggleMark'; at: number }
  | { type: 'toggleConfidence'; tag: ConfidenceTag; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number };

/** An action as a screen issues it; the device time is added when it is applied. */
export type QuizCommand = QuizAction extends infer Action
  ? Action extends QuizAction
    ? Omit<Action, 'at'>
    : never
  : never;

export const emptyProgress: SheetProgress = { currentIndex: 0, selected: {}, marked: {}, visited: {}, timeSpentMs: {} };

export const emptySheet: QuizSheet = { ...emptyProgress, testId: null, questionIds: [], viewingSince: null };

/** A copy of the record without one question's entry. */
export function without<Value>(record: Record<number, Value>, key: number): Record<number, Value> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => Number(id) !== key));
}

export function currentQuestionId(sheet: QuizSheet): number | undefined {
  return sheet.questionIds[sheet.currentIndex];
}

/** Adds the time the current question has been on screen until `at` to its total. */
function settleTime(sheet: QuizSheet, at: number): QuizSheet {
  const id = currentQuestionId(sheet);
  if (sheet.viewingSince === null || id === undefined) return sheet;
  const elapsed = Math.max(0, at - sheet.viewingSince);
  return {
    ...sheet,
    timeSpentMs: { ...sheet.timeSpentMs, [id]: (sheet.timeSpentMs[id] ?? 0) + elapsed },
    viewingSince: at,
  };
}

function show(sheet: QuizSheet, index: number, at: number): QuizSheet {
  const clamped = Math.min(Math.max(index, 0), Math.max(sheet.questionIds.length - 1, 0));
  if (clamped === sheet.currentIndex && sheet.visited[currentQuestionId(sheet) ?? -1]) return sheet;
  const settled = settleTime(sheet, at);
  const id = settled.questionIds[clamped];
  return {
    ...settled,
    currentIndex: clamped,
    visited: id === undefined ? settled.visited : { ...settled.visited, [id]: true },
    viewingSince: settled.viewingSince === null ? null : at,
  };
}

/** Applies a change to the question on screen. */
function changeCurrent(sheet: QuizSheet, change: (id: number, sheet: QuizSheet) => QuizSheet): QuizSheet {
  const id = currentQuestionId(sheet);
  return id === undefined ? sheet : change(id, sheet);
}

/** The sheet's choice times with question `id` chosen at `chosenAt` (nothing when not given). */
function choiceTime(sheet: QuizSheet, id: number, chosenAt: string | undefined): Pick<SheetProgress, 'chosenAt'> {
  return chosenAt === undefined ? {} : { chosenAt: { ...sheet.chosenAt, [id]: chosenAt } };
}

export function quizReducer(sheet: QuizSheet, action: QuizAction): QuizSheet {
  switch (action.type) {
    case 'load': {
      // Another test means another sheet: nothing of the last one carries over.
      const base = action.testId === sheet.testId ? sheet : emptySheet;
      const progress = action.restored ?? base;
      const loaded: QuizSheet = {
        testId: action.testId,
        questionIds: action.questionIds,
        currentIndex: -1,
        selected: progress.selected,
        marked: progress.marked,
        visited: progress.visited,
        timeSpentMs: progress.timeSpentMs,
        ...(progress.confidence ? { confidence: progress.confidence } : {}),
        ...(progress.chosenAt ? { chosenAt: progress.chosenAt } : {}),
        viewingSince: null,
      };
      return { ...show(loaded, progress.currentIndex, action.at), viewingSince: action.at };
    }
    case 'goTo':
      return show(sheet, action.index, action.at);
    case 'next':
      return show(sheet, sheet.currentIndex + 1, action.at);
    case 'skip': {
      const to = nextUnanswered(sheet);
      return to === null ? sheet : show(sheet, to, action.at);
    }
    case 'previous':
      return show(sheet, sheet.currentIndex - 1, action.at);
    case 'answer':
      return changeCurrent(sheet, (id, s) => ({
        ...s,
        selected: { ...s.selected, [id]: action.answer },
        ...choiceTime(s, id, action.chosenAt),
      }));
    case 'clear':
      // The tag belongs to the answer: clearing the answer clears it.
      return changeCurrent(sheet, (id, s) => ({
        ...s,
        selected: without(s.selected, id),
        ...(s.confidence ? { confidence: without(s.confidence, id) } : {}),
        ...choiceTime(s, id, action.chosenAt),
      }));
    case 'toggleMark':
      return changeCurrent(sheet, (id, s) => ({
        ...s,
        marked: s.marked[id] ? without(s.marked, id) : { ...s.marked, [id]: true },
      }));
    case 'toggleConfidence':
      // Only an answered question takes a tag; pressing the tag it has takes it off.
      return changeCurrent(sheet, (id, s) => {
        if (s.selected[id] === undefined) return s;
        const tags = s.confidence ?? {};
        return { ...s, confidence: tags[id] === action.tag ? without(tags, id) : { ...tags, [id]: action.tag } };
      });
    case 'pause':
      return { ...settleTime(sheet, action.at), viewingSince: null };
    case 'resume':
      return sheet.viewingSince === null ? { ...sheet, viewingSince: action.at } : sheet;
  }
}

/**
 * Where Skip goes (docs/product.md, "The test screen"): the first question after the one on
 * screen that has no answer, going round to the start of the paper; null when every other
 * question is answered. The question on screen is left as it is.
 */
export function nextUnanswered(sheet: QuizSheet): number | null {
  const count = sheet.questionIds.length;
  for (let step = 1; step < count; step++) {
    const index = (sheet.currentIndex + step) % count;
    const id = sheet.questionIds[index];
    if (id !== undefined && sheet.selected[id] === undefined) return index;
  }
  return null;
}

/** How the navigator shows question `index`: current, answered, seen or not visited. */
export function questionStatus(sheet: QuizSheet, index: number): QuestionStatus {
  if (index === sheet.currentIndex) return 'current';
  const id = sheet.questionIds[index];
  if (id === undefined) return 'not-visited';
  if (sheet.selected[id] !== undefined) return 'answered';
  if (sheet.visited[id]) return 'seen';
  return 'not-visited';
}

export function isMarked(sheet: QuizSheet, questionId: number): boolean {
  return sheet.marked[questionId] === true;
}

/** Time spent on a question up to `at`, counting the stretch it is on screen now. */
export function timeSpentOn(sheet: QuizSheet, questionId: number, at: number): number {
  const settled = currentQuestionId(sheet) === questionId ? settleTime(sheet, at) : sheet;
  return Math.round(settled.timeSpentMs[questionId] ?? 0);
}

/**
 * One question's state as autosave sends it (and the final submit, for every question): its
 * answer in the wire form of its kind (answer-value).
 */
export interface AnswerChange extends AnswerWire {
  questionId: number;
  markedForReview: boolean;
  timeSpentMs: number;
  /** The answer's confidence tag; left out for none (the server then stores none). */
  confidence?: ConfidenceTag;
  /** When the answer was given or cleared, on the server's clock; left out when not known. */
  chosenAt?: string;
}

/** The confidence tag of an answered question, if it has one. */
export function confidenceOf(sheet: SheetProgress, questionId: number): ConfidenceTag | undefined {
  return sheet.selected[questionId] === undefined ? undefined : sheet.confidence?.[questionId];
}

export function answerChange(sheet: QuizSheet, questionId: number, at: number): AnswerChange {
  const confidence = confidenceOf(sheet, questionId);
  const chosenAt = sheet.chosenAt?.[questionId];
  return {
    questionId,
    ...answerWire(sheet.selected[questionId]),
    markedForReview: isMarked(sheet, questionId),
    timeSpentMs: timeSpentOn(sheet, questionId, at),
    ...(confidence ? { confidence } : {}),
    ...(chosenAt ? { chosenAt } : {}),
  };
}

/** The whole sheet, one entry per question (unanswered ones with no answer). */
export function finalAnswers(sheet: QuizSheet, at: number): AnswerChange[] {
  return sheet.questionIds.map((id) => answerChange(sheet, id, at));
}

/**
 * The questions whose time on screen grew past what was last sent (`sent`: question id to the
 * time sent), as autosave sends them. A pause (the tab hidden, Exit Test) sends them, so the time
 * reaches the server even for an attempt the learner never submits.
 */
export function unsentTimes(sheet: QuizSheet, sent: Readonly<Record<number, number>>, at: number): AnswerChange[] {
  return sheet.questionIds
    .filter((id) => timeSpentOn(sheet, id, at) > (sent[id] ?? 0))
    .map((id) => answerChange(sheet, id, at));
}

export function answeredCount(sheet: QuizSheet): number {
  return sheet.questionIds.filter((id) => sheet.selected[id] !== undefined).length;
}

/** What a reload needs to put the learner back where they were. */
export function progressOf(sheet: QuizSheet, at: number): SheetProgress {
  const settled = settleTime(sheet, at);
  return {
    currentIndex: settled.currentIndex,
    selected: settled.selected,
    marked: settled.marked,
    visited: settled.visited,
    timeSpentMs: settled.timeSpentMs,
    ...(settled.confidence ? { confidence: settled.confidence } : {}),
    ...(settled.chosenAt ? { chosenAt: settled.chosenAt } : {}),
  };
}
