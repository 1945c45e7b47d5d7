import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, LoaderCircle, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import { errorMessage } from '@/lib/api-client';
import { enterFullscreen } from '@/lib/use-fullscreen';
import { quizKeys } from '../api/keys';
import { handOff, openAttempt } from '../api/open-attempt';
import type { Test } from '../api/schemas';
import { useCountdown } from '../hooks/use-countdown';
import { readStoredAttempt } from '../rules/attempt-storage';
import { formatMark, formatMarks } from '../rules/format';
import { isLimitError, LIMIT_EXCEEDED, LOADING_TEST, QUESTIONS_LOAD_FAILED } from '../rules/messages';
import { attemptedPath, PRELIMS_TESTS_PATH, RUNNING_STATE } from '../rules/paths';
import { formatClock, remainingSeconds } from '../rules/server-clock';
import { FullscreenButton } from './FullscreenButton';
import { useQuizLanguage } from '../hooks/use-quiz-language';
import { isBilingual } from '../rules/question-language';
import { LanguageSwitch } from './LanguageSwitch';

interface OpenDeadline {
  deadline: string;
  clockOffsetMs: number;
}

/**
 * A running attempt the start page knows of: this tab's (with the clock offset it measured), or
 * the server's word that one is open (from another device; then this device's clock is all
 * there is for the display, and Resume fetches the real time left).
 */
function findOpenAttempt(test: Test, deviceNowMs: number): OpenDeadline | null {
  const stored = readStoredAttempt(test.id);
  const clockOffsetMs = stored?.clockOffsetMs ?? 0;
  const candidates = [stored?.deadline, test.openAttemptDeadline ?? undefined];
  for (const deadline of candidates) {
    if (deadline && remainingSeconds(deadline, clockOffsetMs, deviceNowMs) > 0) return { deadline, clockOffsetMs };
  }
  return null;
}

/** The test's details, its marking scheme, and Start Test (or Resume Test). */
export function StartPage({ test }: { test: Test }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [openDeadline] = useState(() => findOpenAttempt(test, Date.now()));
  // Back from a test this tab started: the test as cached before the start counts one attempt too
  // few ("0 used" beside a test in progress), so it is fetched again.
  const staleCount = openDeadline !== null && !test.openAttemptDeadline;
  useEffect(() => {
    if (staleCount) void queryClient.invalidateQueries({ queryKey: quizKeys.test(test.slug) });
  }, [staleCount, queryClient, test.slug]);
  const start = useMutation({
    mutationFn: () => openAttempt(queryClient, test.id, 'start'),
    onSuccess: (opened) => {
      if (opened.kind !== 'open') return;
      handOff(test.id, opened);
      void navigate(location.pathname, { state: RUNNING_STATE });
    },
  });

  const limitReached = !openDeadline && test.attemptsMade >= test.total_attempts;
  const failure = start.isError ? errorMessage(start.error, QUESTIONS_LOAD_FAILED) : null;

  const begin = () => {
    // Full screen is asked for on start (docs/product.md, "The test screen"), in this click: it
    // needs a user gesture.
    enterFullscreen();
    start.mutate();
  };

  const goBack = () => {
    // Opened from the library, Back returns there; opened directly, to the prelims tests.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(PRELIMS_TESTS_PATH);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <button type="button" onClick={goBack} className="btn btn-outline mb-4 px-4 py-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </button>
      <article className="card overflow-hidden">
        <div className="bg-gradient-to-br from-navy-900 to-navy-700 px-5 py-6 text-white sm:px-8">
          <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
            {test.name || `Test #${test.id}`}
          </h1>
        </div>
        <div className="space-y-6 p-5 sm:p-8">
          {test.description && <RichText html={test.description} className="leading-relaxed text-slate-700" />}
          <TestFacts test={test} />
          <MarkingScheme test={test} />
          {isBilingual(test.languages) && <DefaultLanguage />}
          {failure && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-800"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {isLimitError(failure) ? LIMIT_EXCEEDED : failure}
            </p>
          )}
          {limitReached ? (
            <LimitReached testId={test.id} />
          ) : (
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-6 md:flex-row md:items-center">
              {openDeadline && <TimeLeft {...openDeadline} />}
              {/* The buttons never break their labels: beside the time left where both fit (md), else under it. */}
              <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row sm:justify-end md:ml-auto">
                <FullscreenButton className="btn btn-outline whitespace-nowrap" />
                <button
                  type="button"
                  onClick={begin}
                  disabled={start.isPending}
                  aria-busy={start.isPending || undefined}
                  className="btn btn-primary px-7 py-3 text-base whitespace-nowrap"
                >
                  {start.isPending ? (
                    <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  ) : openDeadline ? (
                    <RotateCcw className="size-5" aria-hidden="true" />
                  ) : (
                    <Play className="size-5" aria-hidden="true" />
                  )}
                  {start.isPending ? 'Starting...' : openDeadline ? 'Resume Test' : 'Start Test'}
                </button>
              </div>
            </div>
          )}
          {start.isPending && (
            <p role="status" className="text-center text-sm text-slate-600 sm:text-right">
              {LOADING_TEST}
            </p>
          )}
        </div>
      </article>
    </div>
  );
}

function TestFacts({ test }: { test: Test }) {
  const facts = [
    { label: 'Number of Questions', value: String(test.total_question_count) },
    { label: 'Time Duration', value: `${test.duration} minutes` },
    { label: 'Total Marks', value: formatMarks(test.total_marks) },
    {
      label: 'Maximum Attempts',
      value: String(test.total_attempts),
      note: `${test.attemptsMade} used`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-900/5">
          <dt className="text-xs font-medium text-slate-500">{fact.label}</dt>
          <dd className="mt-1 text-lg font-bold text-navy-900">
            {fact.value}
            {fact.note && <span className="ml-1.5 text-sm font-medium text-slate-500">({fact.note})</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function MarkingScheme({ test }: { test: Test }) {
  const rows = [
    { label: 'Correct answer', value: formatMark(test.marks_for_correct_answer, 'gain'), tone: 'text-emerald-700' },
    { label: 'Incorrect answer', value: formatMark(test.marks_for_incorrect_answer, 'loss'), tone: 'text-rose-700' },
    { label: 'Unattempted', value: formatMark(test.marks_for_unattempted_answer, 'loss'), tone: 'text-slate-700' },
  ];
  return (
    <section aria-labelledby="marking-scheme">
      <h2 id="marking-scheme" className="font-display text-lg font-bold text-navy-900">
        Marking Scheme
      </h2>
      <dl className="mt-3 grid gap-2 sm:grid-cols-3">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex items-center justify-between rounded-xl border border-slate-200 px-4 py-2.5"
          >
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className={`font-mono font-semibold tabular-nums ${row.tone}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        The clock runs on our server from the moment you start: reloading the page or switching devices does not pause
        it. Your answers are saved as you go, and the test submits itself when the time runs out.
      </p>
    </section>
  );
}

function TimeLeft({ deadline, clockOffsetMs }: OpenDeadline) {
  const left = useCountdown(deadline, clockOffsetMs);
  return (
    <p className="text-sm text-slate-700">
      You have a test in progress.{' '}
      {/* One piece: on a phone it moves to its own line rather than leaving the clock behind. */}
      <span className="font-semibold whitespace-nowrap text-navy-900">
        Time left: <span className="font-mono tabular-nums">{formatClock(left)}</span>
      </span>
    </p>
  );
}

function LimitReached({ testId }: { testId: number }) {
  return (
    <div className="space-y-3 border-t border-slate-100 pt-6">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {LIMIT_EXCEEDED}
      </p>
      <Link to={attemptedPath(testId)} state={{ testId }} className="btn btn-outline">
        See your attempts
      </Link>
    </div>
  );
}

/**
 * 'Default language' of a bilingual test: the language its questions open in, remembered for
 * the learner; the test's own switch changes it per question too.
 */
function DefaultLanguage() {
  const [language, setLanguage] = useQuizLanguage();
  return (
    <section aria-labelledby="default-language" className="flex flex-wrap items-center gap-3">
      <h2 id="default-language" className="font-display text-base font-bold text-navy-900">
        Default language
      </h2>
      <LanguageSwitch language={language} onChange={setLanguage} label="Default language" />
      <p className="w-full text-sm text-slate-600">
        Every question is in English and Hindi: switch any question during the test, your answer stays.
      </p>
    </section>
  );
}
