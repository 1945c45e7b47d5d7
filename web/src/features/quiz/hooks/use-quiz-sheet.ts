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
  /** Time has stopped for good (the attempt's time is up): the page coming back does not restart it. */
  stopped?: boolean;
  /** The page was hidden (or is being left) and the clock on the question paused. */
  onHidden?: (sheet: QuizSheet, at: number) => void;
}

function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * The answer sheet of a running test: the reducer's state, kept in sessionStorage after every
 * change. `apply` answers the new sheet at once, so the caller can autosave exactly what the
 * learner now sees. Time on screen pauses while the tab is hidden (which also stores the time
 * counted so far before a reload or a closed tab), and starts paused in a hidden tab.
 */
export function useQuizSheet({ testId, attemptId, questionIds, restored, stopped = false, onHidden }: SheetSource) {
  const [sheet, setSheet] = useState<QuizSheet>(() => {
    const at = Date.now();
    const loaded = quizReducer(emptySheet, { type: 'load', testId, questionIds, restored, at });
    return pageHidden() ? quizReducer(loaded, { type: 'pause', at }) : loaded;
  });
  const sheetRef = useRef(sheet);
  const stoppedRef = useRef(stopped);
  const onHiddenRef = useRef(onHidden);
  useEffect(() => {
    stoppedRef.current = stopped;
    onHiddenRef.current = onHidden;
  });

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
    const hide = () => {
      const at = Date.now();
      const paused = apply({ type: 'pause' });
      if (!stoppedRef.current) onHiddenRef.current?.(paused, at);
    };
    const onVisibility = () => {
      if (pageHidden()) hide();
      else if (!stoppedRef.current) apply({ type: 'resume' });
    };
    const onPageHide = hide;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [apply]);

  return { sheet, sheetRef, apply };
}
