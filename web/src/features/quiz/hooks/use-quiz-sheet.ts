import { useCallback, useEffect, useRef, useState } from 'react';
import { storeSheet } from '../rules/attempt-storage';
import {
  emptySheet,
  progressOf,
  type QuizCommand,
  quizReducer,
  type QuizSheet,
  type SheetProgress,
} from '../rules/quiz-sheet';

interface SheetSource {
  testId: number;
  attemptId: number;
  questionIds: readonly number[];
  restored: SheetProgress;
}

/**
 * The answer sheet of a running test: the reducer's state, kept in sessionStorage after every
 * change. `apply` answers the new sheet at once, so the caller can autosave exactly what the
 * learner now sees. Time on screen pauses while the tab is hidden (which also stores the time
 * counted so far before a reload or a closed tab).
 */
export function useQuizSheet({ testId, attemptId, questionIds, restored }: SheetSource) {
  const [sheet, setSheet] = useState<QuizSheet>(() =>
    quizReducer(emptySheet, { type: 'load', testId, questionIds, restored, at: Date.now() }),
  );
  const sheetRef = useRef(sheet);

  const apply = useCallback(
    (command: QuizCommand): QuizSheet => {
      const at = Date.now();
      const next = quizReducer(sheetRef.current, { ...command, at });
      sheetRef.current = next;
      setSheet(next);
      storeSheet(testId, attemptId, progressOf(next, at));
      return next;
    },
    [testId, attemptId],
  );

  useEffect(() => {
    const onVisibility = () => apply({ type: document.visibilityState === 'hidden' ? 'pause' : 'resume' });
    const onPageHide = () => apply({ type: 'pause' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [apply]);

  return { sheet, sheetRef, apply };
}
