import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { EXIT_CONFIRMATION, LEAVE_CONFIRMATION } from '../rules/messages';
import { answerChange, currentQuestionId, finalAnswers, isMarked, type QuizCommand } from '../rules/quiz-sheet';
import { resumeProgress } from '../rules/resume';
import { CountdownTimer } from './CountdownTimer';
import { NavigatorDrawerButton, NavigatorSidebar } from './NavigatorPanel';
import { OfflineBanner } from './OfflineBanner';
import { QuestionCard } from './QuestionCard';
import { QuestionControls } from './QuestionControls';
import { QuestionProgress } from './QuestionProgress';
import { SubmitReviewDialog } from './SubmitReviewDialog';
import { TestHeader } from './TestHeader';
import { TimeUpOverlay } from './TimeUpOverlay';

interface TestSessionProps {
  test: Test;
  opened: OpenAttempt;
}

/** Commands that change an answer (and so are autosaved), as opposed to moving between questions. */
const ANSWER_COMMANDS = new Set<QuizCommand['type']>(['select', 'clear', 'toggleMark']);

/**
 * The running test (docs/product.md, "The test screen"): the sheet, autosave, the server's
 * countdown and the submit. Everything the learner does lands in the sheet (kept in sessionStorage)
 * and, when it changes an answer, in the autosave queue.
 */
export function TestSession({ test, opened }: TestSessionProps) {
  const { attempt, questions } = opened;
  const navigate = useNavigate();
  const title = test.name || `Test #${test.id}`;
  useDocumentTitle(pageTitle(title));

  const questionIds = useMemo(() => questions.map((question) => question.id), [questions]);
  const { saver, status } = useAnswerSaver(test.id, attempt.attemptId);
  const [restored] = useState(() =>
    resumeProgress({
      questionIds,
      saved: attempt.answers,
      pending: saver.pendingChanges(),
      stored: restoreSheet(test.id, attempt.attemptId),
    }),
  );
  const { sheet, sheetRef, apply } = useQuizSheet({
    testId: test.id,
    attemptId: attempt.attemptId,
    questionIds,
    restored,
  });
  const clockOffsetMs = useClockOffset(test.id, opened.clockOffsetMs, saver);

  const { phase, submit, submitAtTimeUp } = useSubmitAttempt({
    test,
    attemptId: attempt.attemptId,
    attemptKey: opened.attemptKey,
    deadline: attempt.deadline,
    clockOffsetMs,
    saver,
    answers: () => finalAnswers(sheetRef.current, Date.now()),
  });
  const [countdownEnded, setCountdownEnded] = useState(false);
  const onTimeUp = useCallback(() => setCountdownEnded(true), []);
  // Autosave refused by the server (409: the deadline passed, or another device submitted) means
  // the attempt is over too, whatever this device's countdown shows.
  const timeUp = countdownEnded || status.closed;
  // At zero the sheet goes in by itself; should a learner's own submit fail at that moment, this runs again.
  useEffect(() => {
    if (timeUp && phase === 'idle') void submitAtTimeUp();
  }, [timeUp, phase, submitAtTimeUp]);

  useLeaveGuard(true, LEAVE_CONFIRMATION);
  const [reviewOpen, setReviewOpen] = useState(false);

  const run = (command: QuizCommand) => {
    const next = apply(command);
    const id = currentQuestionId(next);
    if (ANSWER_COMMANDS.has(command.type) && id !== undefined) saver.save(answerChange(next, id, Date.now()));
  };

  const exit = () => {
    if (!window.confirm(EXIT_CONFIRMATION)) return;
    // The attempt keeps running on the server; Resume Test on the start page continues it.
    apply({ type: 'pause' });
    exitFullscreen();
    void navigate(-1);
  };

  const index = sheet.currentIndex;
  const question = questions[index];
  const locked = phase !== 'idle' || timeUp;
  if (!question) return null;

  return (
    <>
      {/* Once time is up nothing behind the overlay can be reached, by pointer or keyboard. */}
      <div className="flex h-dvh flex-col bg-slate-50" inert={timeUp}>
        <TestHeader
          title={title}
          onExit={exit}
          timer={
            <CountdownTimer
              deadline={attempt.deadline}
              startedAt={attempt.startedAt}
              clockOffsetMs={clockOffsetMs}
              onTimeUp={onTimeUp}
            />
          }
        />
        {status.offline && <OfflineBanner pending={status.pending} />}

        <div className="flex min-h-0 flex-1">
          <main id="main-content" className="flex min-w-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto">
              <div className="mx-auto max-w-4xl px-3 py-4 sm:px-6 sm:py-6">
                <p className="mb-2 truncate text-xs font-medium text-slate-500 sm:hidden" aria-hidden="true">
                  {title}
                </p>
                <div className="mb-3 flex items-center justify-between gap-3">
                  <QuestionProgress index={index} total={questions.length} />
                  <NavigatorDrawerButton
                    sheet={sheet}
                    disabled={locked}
                    onGoTo={(to) => run({ type: 'goTo', index: to })}
                  />
                </div>
                <QuestionCard
                  key={question.id}
                  question={question}
                  number={index + 1}
                  selectedOption={sheet.selected[question.id]}
                  marked={isMarked(sheet, question.id)}
                  disabled={locked}
                  onSelect={(optionId) => run({ type: 'select', optionId })}
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
              onSkip={() => run({ type: 'next' })}
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
          submitting={phase === 'submitting'}
          onGoBack={() => setReviewOpen(false)}
          onSubmit={() => void submit()}
          onOpenQuestion={(to) => {
            setReviewOpen(false);
            run({ type: 'goTo', index: to });
          }}
        />
      )}
      {timeUp && <TimeUpOverlay offline={status.offline} />}
    </>
  );
}
