import { useEffect, useState, useSyncExternalStore } from 'react';
import { answerSaverFor, type Autosave, previewAutosave } from '../api/answer-saver';

/**
 * The attempt's autosave, and its status for the offline banner. When the screen goes, the
 * saver keeps going until everything is delivered. A preview's keeps nothing.
 */
export function useAnswerSaver(testId: number, attemptId: number, preview = false) {
  const [saver] = useState<Autosave>(() => (preview ? previewAutosave : answerSaverFor(testId, attemptId)));
  useEffect(() => {
    saver.retain();
    return () => saver.release();
  }, [saver]);
  const status = useSyncExternalStore(saver.subscribe, saver.getStatus);
  return { saver, status };
}
