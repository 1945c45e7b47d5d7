import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadLanguageFonts } from '@/i18n/font';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exitFullscreen } from '@/lib/use-fullscreen';
import { pageTitle } from '@/config/brand';
import type { OpenAttempt } from '../api/open-attempt';
import type { Test } from '../api/schemas';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { useClockOffset } from '../hooks/use-clock-offset';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useQuizSheet } from '../hooks/use-quiz-sheet';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { restoreSheet } from '../rules/attempt-storage';
import {
  type AnswerChange,
  answerChange,
  confidenceOf,
  currentQuestionId,
  finalAnswers,
  isMarked,
  nextUnanswered,
  type QuizCommand,
  type QuizSheet,
  unsentTimes,
} from '../rules/quiz-sheet';
import { serverTimeMs } from '../rules/server-clock';
import { resumeProgress } from '../rules/resume';
import { CountdownTimer } from './CountdownTimer';
import { ExitTestDialog } from './ExitTestDialog';
import { NavigatorDrawerButton, NavigatorSidebar } from './NavigatorPanel';
import { OfflineBanner } from './OfflineBanner';
import { PreviewBanner } from './PreviewBanner';
import { LanguageSwitch } from './LanguageSwitch';
import { QuestionCard } from './QuestionCard';
import { QuestionControls } from './QuestionControls';
import { QuestionProgress } from './QuestionProgress';
import { SubmitReviewDialog } from './SubmitReviewDialog';
import { TestHeader } from './TestHeader';
import { TimeUpOverlay } from './TimeUpOverlay';
import { useQuizLanguage } from '../hooks/use-quiz-language';
import { questionIn, questionLanguages } from '../rules/question-language';

interface TestSessionProps {
  test: Test;
  opened: OpenAttempt;
  /** Staff's "Preview as a learner" (docs/product.md): the same screen, and nothing recorded. */
  preview?: boolean;
}

/** Commands that change an answer (and so are autosaved), as opposed to moving between questions. */
const ANSWER_COMMANDS = new Set<QuizCommand['type']>(['answer', 'clear', 'toggleMark', 'toggleConfidence']);

/**
 * The running test (docs/product.md, "The test screen"): the sheet, autosave, the server's
 * countdown and the submit. Everything the learner does lands in the sheet (kept in sessionStorage)
 * and, when it changes an answer, in the autosave queue.
 */
export function TestSession({ test, opened, preview = false }: TestSessionProps) {
  const { attempt, questions } = opened;
  const { t } = useTranslation();
  const languages = useMemo(() => questionLanguages(questions), [questions]);
  const [language, setLanguage] = useQuizLanguage(languages);
  const bilingual = languages.length > 1;
  // The faces of the test's languages are fetched as the session starts, so switching a question
  // to Hindi or Marathi (or opening in it) draws it at once instead of re-flowing the page when
  // the font arrives.
  useEffect(() => {
    if (bilingual) loadLanguageFonts(languages);
  }, [bilingual, languages]);
  const navigate = useNavigate();
  const title = test.name || t('quiz.start.untitled', { id: test.id });
  useDocumentTitle(pageTitle(title));

  const questionIds = useMemo(() => questions.map((question) => question.id), [questions]);
  const { saver, status } = useAnswerSaver(test.id, attempt.attemptId, preview);
  const [restored] = useState(() =>
    resumeProgress({
      questionIds,
      saved: attempt.answers,
      pending: saver.pendingChanges(),
      stored: restoreSheet(test.id, attempt.attemptId),
    }),
  );
  // The time on each question as the server last received it: a pause sends what has grown since.
  const sentTimes = useRef<Record<number, number>>(
    Object.fromEntries(attempt.answers.map((answer) => [answer.questionId, answer.timeSpentMs])),
  );
  const save = useCallback(
    (changes: AnswerChange[]) => {
      for (const change of changes) sentTimes.current[change.questionId] = change.timeSpentMs;
      saver.save(...changes);
    },
    [saver],
  );
  /** Time on screen stopped (the tab hidden, Exit Test): it goes to the server even if nothing else does. */
  const saveTimes = useCallback(
    (paused: QuizSheet, at: number) => save(unsentTimes(paused, sentTimes.current, at)),
    [save],
  );
  const [countdownEnded, setCountdownEnded] = useState(false);
  // Autosave refused by the server (409: the deadline passed, or another device submitted) means
  // the attempt is over too, whatever this device's countdown shows.
  const timeUp = countdownEnded || status.closed;
  const { sheet, sheetRef, apply } = useQuizSheet({
    testId: test.id,
    attemptId: attempt.attemptId,
    questionIds,
    restored,
    stopped: timeUp,
    onHidden: saveTimes,
  });
  const clockOffsetMs = useClockOffset(test.id, opened.clockOffsetMs, saver);

  const {
    phase,
    submit,
    submitAtTimeUp,
    failure: submitFailure,
    clearFailure: clearSubmitFailure,
  } = useSubmitAttempt({
    test,
    attemptId: attempt.attemptId,
    attemptKey: opened.attemptKey,
    deadline: attempt.deadline,
    clockOffsetMs,
    saver,
    answers: () => finalAnswers(sheetRef.current, Date.now()),
    preview,
  });
  const onTimeUp = useCallback(() => setCountdownEnded(true), []);
  // At zero the clock on the questions stops (the submit sends the sheet, so no separate save:
  // every learner of a mock reaches zero at once) and the sheet goes in by itself; should a
  // learner's own submit fail at that moment, this runs again.
  useEffect(() => {
    if (!timeUp) return;
    if (sheetRef.current.viewingSince !== null) apply({ type: 'pause' });
    if (phase === 'idle') void submitAtTimeUp();
  }, [timeUp, phase, submitAtTimeUp, apply, sheetRef]);

  useLeaveGuard(true, t('quiz.messages.leaveConfirmation'));
  const [reviewOpen, setReviewOpen] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);

  const run = (command: QuizCommand) => {
    // An answer carries when it was given, on the server's clock (docs/product.md, "The clock").
    const choice = command.type === 'answer' || command.type === 'clear';
    const at = Date.now();
    const next = apply(
      choice ? { ...command, chosenAt: new Date(serverTimeMs(clockOffsetMs, at)).toISOString() } : command,
    );
    const id = currentQuestionId(next);
    if (!ANSWER_COMMANDS.has(command.type) || id === undefined) return;
    const change = answerChange(next, id, at);
    sentTimes.current[id] = change.timeSpentMs;
    if (choice) saver.choose(change);
    else save([change]);
  };

  const leave = () => {
    // The attempt keeps running on the server; Resume Test on the start page continues it, and
    // the server submits the saved answers at the deadline.
    const at = Date.now();
    saveTimes(apply({ type: 'pause' }), at);
    exitFullscreen();
    void navigate(-1);
  };

  // What the offline notice needs to say no more than the server will do (docs/product.md, "The clock").
  const offlineNotice = {
    ranked: attempt.ranked,
    answersDueBy: attempt.answersDueBy,
    deadline: attempt.deadline,
    clockOffsetMs,
    pendingChoices: status.pendingChoices,
  };
  const index = sheet.currentIndex;
  const question = questions[index];
  const locked = phase !== 'idle' || timeUp;
  if (!question) return null;
  // The words on screen only: the option ids, and so the answer, are the same in both languages.
  const shown = questionIn(question, language);

  return (
    <>
      {/* Once time is up nothing behind the overlay can be reached, by pointer or keyboard. */}
      <div className="flex h-dvh flex-col bg-slate-50" inert={timeUp}>
        <TestHeader
          title={title}
          onExit={() => setExitOpen(true)}
          timer={
            <CountdownTimer
              deadline={attempt.deadline}
              startedAt={attempt.startedAt}
              clockOffsetMs={clockOffsetMs}
              onTimeUp={onTimeUp}
            />
          }
        />
        {preview && <PreviewBanner />}
        {status.offline && <OfflineBanner pending={status.pending} {...offlineNotice} />}

        <div className="flex min-h-0 flex-1">
          <main id="main-content" className="flex min-w-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto">
              <div className="mx-auto max-w-4xl px-3 py-4 sm:px-6 sm:py-6">
                <p className="mb-2 truncate text-xs font-medium text-slate-500 sm:hidden" aria-hidden="true">
                  {title}
                </p>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                  <QuestionProgress index={index} total={questions.length} />
                  {/* On a phone the switch takes a line of its own under the progress. */}
                  {bilingual && (
                    <div className="order-last w-full sm:order-none sm:w-auto">
                      <LanguageSwitch languages={languages} language={language} onChange={setLanguage} />
                    </div>
                  )}
                  <NavigatorDrawerButton
                    sheet={sheet}
                    disabled={locked}
                    onGoTo={(to) => run({ type: 'goTo', index: to })}
                  />
                </div>
                <QuestionCard
                  key={question.id}
                  question={shown.question}
                  lang={shown.language}
                  number={index + 1}
                  answer={sheet.selected[question.id]}
                  marked={isMarked(sheet, question.id)}
                  disabled={locked}
                  onAnswer={(answer) => run({ type: 'answer', answer })}
                  confidence={confidenceOf(sheet, question.id)}
                  onToggleConfidence={(tag) => run({ type: 'toggleConfidence', tag })}
                />
              </div>
            </div>
            <QuestionControls
              isFirst={index === 0}
              isLast={index === questions.length - 1}
              marked={isMarked(sheet, question.id)}
              answered={sheet.selected[question.id] !== undefined}
              disabled={locked}
              onPrevious={() => run({ type: 'previous' })}
              onNext={() => run({ type: 'next' })}
              canSkip={nextUnanswered(sheet) !== null}
              onSkip={() => run({ type: 'skip' })}
              onToggleMark={() => run({ type: 'toggleMark' })}
              onClear={() => run({ type: 'clear' })}
              onSubmit={() => setReviewOpen(true)}
            />
          </main>
          <NavigatorSidebar sheet={sheet} disabled={locked} onGoTo={(to) => run({ type: 'goTo', index: to })} />
        </div>
      </div>
      {reviewOpen && !timeUp && (
        <SubmitReviewDialog
          sheet={sheet}
          questions={questions}
          language={language}
          submitting={phase === 'submitting'}
          failure={submitFailure}
          onGoBack={() => {
            clearSubmitFailure();
            setReviewOpen(false);
          }}
          onSubmit={() => void submit()}
          onOpenQuestion={(to) => {
            clearSubmitFailure();
            setReviewOpen(false);
            run({ type: 'goTo', index: to });
          }}
        />
      )}
      {exitOpen && !reviewOpen && !timeUp && (
        <ExitTestDialog
          deadline={attempt.deadline}
          clockOffsetMs={clockOffsetMs}
          onStay={() => setExitOpen(false)}
          onSubmit={() => {
            setExitOpen(false);
            setReviewOpen(true);
          }}
          onLeave={leave}
        />
      )}
      {timeUp && <TimeUpOverlay offline={status.offline} {...offlineNotice} />}
    </>
  );
}
