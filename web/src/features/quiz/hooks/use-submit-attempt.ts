import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import { ApiError, errorMessage } from '@/lib/api-client';
import { exitFullscreen } from '@/lib/use-fullscreen';
import { type Autosave, isRetriable } from '../api/answer-saver';
import { quizKeys } from '../api/keys';
import { previewReview } from '../api/preview-review';
import type { Review, Submission, Test } from '../api/schemas';
import { submitResult } from '../api/submit-result';
import { forgetAttempt } from '../rules/attempt-storage';
import { type SubmitFailure, submitFailure, submitNextStep } from '../rules/failures';
import { attemptedPath, previewReviewPath, reviewPath } from '../rules/paths';
import type { AnswerChange } from '../rules/quiz-sheet';
import { serverTimeMs } from '../rules/server-clock';

export type SubmitPhase = 'idle' | 'submitting' | 'time-up';

/** How long the submit waits for autosave to deliver what is queued; the sheet carries it all anyway. */
const FLUSH_WAIT_MS = 5000;
/** Past the deadline by this much, the server has finished the attempt from its autosaved answers. */
const GIVE_UP_AFTER_DEADLINE_MS = 60_000;
const RETRY_MAX_MS = 15_000;

interface SubmitSource {
  test: Test;
  attemptId: number;
  attemptKey: string;
  deadline: string;
  clockOffsetMs: number;
  saver: Autosave;
  /** The whole sheet at the moment of submitting. */
  answers: () => AnswerChange[];
  /** Staff's "Preview as a learner": the sheet is scored for its review, and nothing is stored. */
  preview?: boolean;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** Waits `ms`, or less when the network comes back (then a moment, as autosave's reconnect spreads). */
function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      resolve();
    };
    const onOnline = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, 500 + Math.random() * 1000);
    };
    let timer = window.setTimeout(done, ms);
    window.addEventListener('online', onOnline);
  });
}

/** 409: the attempt was finished already (by the server at time-up, or by another device). */
function alreadyFinished(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Submitting the attempt (docs/product.md, "The clock", "Attempts and attempt keys"). The learner's
 * submit stays on the test when it fails, with the server's message. The submit at time-up retries
 * through network failures with the same attempt key (the server answers a repeated submit with the
 * first result) and keeps the sheet in sessionStorage meanwhile; a minute past the deadline the
 * server has finished the attempt itself, so the learner is shown their attempted results.
 */
export function useSubmitAttempt(source: SubmitSource) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  // Why the learner's submit failed, shown in the submit dialog they pressed it in: a toast would
  // be drawn behind the dialog (docs/product.md, "The test screen").
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refreshTestData = useCallback(() => {
    // Attempts used, the attempted list and the standing have all changed.
    const { test } = sourceRef.current;
    for (const queryKey of [quizKeys.test(test.slug), quizKeys.attempted(test.id), quizKeys.rankings(test.id)]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  const done = useCallback(
    (submission: Submission) => {
      const { test, saver } = sourceRef.current;
      saver.finish();
      forgetAttempt(test.id);
      refreshTestData();
      exitFullscreen();
      // Submitted in time, or after the time ran out (then only what was saved by the deadline
      // counts). On a live test the score waits for the key (docs/product.md, "Live tests").
      // Answers that came too late are said here and, to stay, on the review (docs/product.md, "The clock").
      if (submission.lateAnswers)
        toast(t('results.summary.lateAnswers', { count: submission.lateAnswers }), { icon: '⏱' });
      else if (submission.finishReason !== 'submitted') toast(t('quiz.messages.submittedAfterTime'), { icon: '⏱' });
      else if (submission.scoreOpensAt)
        toast.success(t('quiz.window.held.score', { time: formatDateTime(submission.scoreOpensAt, locale) }));
      else toast.success(t('quiz.messages.submitSucceeded'));
      void navigate(reviewPath(test.slug, submission.attemptId), { replace: true });
    },
    [navigate, refreshTestData, t, locale],
  );

  /** A preview's sheet came back as its review, which only this navigation carries. */
  const previewed = useCallback(
    (review: Review) => {
      const { test } = sourceRef.current;
      forgetAttempt(test.id);
      exitFullscreen();
      void navigate(previewReviewPath(test.slug), { replace: true, state: { review } });
    },
    [navigate],
  );

  /** The attempt is over on the server without this submit: show what it recorded. */
  const finishedElsewhere = useCallback(
    (target: 'review' | 'attempted') => {
      const { test, saver, attemptId } = sourceRef.current;
      saver.finish();
      forgetAttempt(test.id);
      refreshTestData();
      exitFullscreen();
      const path = target === 'review' ? reviewPath(test.slug, attemptId) : attemptedPath(test.id);
      void navigate(path, { replace: true, state: { testId: test.id, testName: test.name } });
    },
    [navigate, refreshTestData],
  );

  const sendAndShow = useCallback(async () => {
    const { saver, test, attemptKey, answers, preview } = sourceRef.current;
    if (preview) {
      previewed(await previewReview(test.id, answers()));
      return;
    }
    // Whatever autosave still holds goes first: after the deadline only saved answers count.
    await Promise.race([saver.flush(), wait(FLUSH_WAIT_MS)]);
    const answer = await submitResult({ testId: test.id, attemptKey, answers: answers() });
    done(answer.body);
  }, [done, previewed]);

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    setFailure(null);
    try {
      await sendAndShow();
    } catch (error) {
      if (alreadyFinished(error)) {
        finishedElsewhere('review');
        return;
      }
      busy.current = false;
      if (!mounted.current) return;
      setPhase('idle');
      // A 400 carries the server's reason (the limit, a broken sheet); anything else is ours to word.
      setFailure({ message: submitFailure(error, t), nextStep: submitNextStep(error, t) });
    }
  }, [finishedElsewhere, sendAndShow, t]);

  const clearFailure = useCallback(() => setFailure(null), []);

  const submitAtTimeUp = useCallback(async () => {
    // A submit already in flight decides; if it fails, the caller calls again (time is still up).
    if (busy.current) return;
    busy.current = true;
    setPhase('time-up');
    for (let failures = 0; mounted.current; failures += 1) {
      try {
        await sendAndShow();
        return;
      } catch (error) {
        if (alreadyFinished(error)) {
          finishedElsewhere('review');
          return;
        }
        // A 401 has already sent the learner to log in; the stored sheet waits for their return.
        if (error instanceof ApiError && error.status === 401) return;
        const { deadline, clockOffsetMs } = sourceRef.current;
        // Offline, the sheet waits for the network however long it takes: its answers chosen in
        // time may still count, and those too late are recorded (docs/product.md, "The clock").
        const pastGrace =
          navigator.onLine &&
          serverTimeMs(clockOffsetMs, Date.now()) > Date.parse(deadline) + GIVE_UP_AFTER_DEADLINE_MS;
        if (!isRetriable(error) || pastGrace) {
          if (!isRetriable(error)) toast.error(errorMessage(error, t('quiz.messages.submitFailed')));
          finishedElsewhere('attempted');
          return;
        }
        await waitOrOnline(Math.min(RETRY_MAX_MS, 1000 * 2 ** failures) * (0.75 + Math.random() * 0.5));
      }
    }
  }, [finishedElsewhere, sendAndShow, t]);

  return { phase, submit, submitAtTimeUp, failure, clearFailure };
}
