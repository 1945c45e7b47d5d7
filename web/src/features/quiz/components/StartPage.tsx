import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, Hourglass, LoaderCircle, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import { loadLanguageFonts } from '@/i18n/font';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { ApiError, errorMessage } from '@/lib/api-client';
import { enterFullscreen } from '@/lib/use-fullscreen';
import { quizKeys } from '../api/keys';
import { type FinishedAttempt, handOff, type OpenAttempt, openAttempt } from '../api/open-attempt';
import type { Test } from '../api/schemas';
import { useCountdown } from '../hooks/use-countdown';
import { useWindowPhase } from '../hooks/use-window-phase';
import { readStoredAttempt } from '../rules/attempt-storage';
import { formatMark, formatMarks } from '../rules/format';
import { isLimitError } from '../rules/messages';
import { attemptedPath, PRELIMS_TESTS_PATH, RUNNING_STATE } from '../rules/paths';
import { formatClock, remainingSeconds } from '../rules/server-clock';
import { FullscreenButton } from './FullscreenButton';
import { useQuizLanguage } from '../hooks/use-quiz-language';
import { isBilingual, languageList } from '../rules/question-language';
import { LanguageSwitch } from './LanguageSwitch';
import { WaitingRoom, WindowNote } from './WindowNotice';

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

/**
 * At the opening the waiting room starts the test by itself; a server whose clock is a little
 * behind the estimate still says 'opens at' (409), so the start is tried again a second later, a
 * few times (with a little spread, so a whole waiting room does not retry in step).
 */
const AUTO_START_TRIES = 6;
const AUTO_START_RETRY_MS = 1000;

async function openWhenOpen(
  start: () => Promise<OpenAttempt | FinishedAttempt>,
): Promise<OpenAttempt | FinishedAttempt> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || tried >= AUTO_START_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, AUTO_START_RETRY_MS + Math.random() * 500));
    }
  }
}

interface StartPageProps {
  test: Test;
  /** How far the server's clock is ahead of this device's, from the tests list (server-clock.ts). */
  clockOffsetMs?: number;
}

/**
 * The test's details, its marking scheme, and Start Test (or Resume Test); before the test's
 * window opens, a waiting room that starts the test by itself at the opening (docs/product.md,
 * "Live tests").
 */
export function StartPage({ test, clockOffsetMs = 0 }: StartPageProps) {
  const { t } = useTranslation();
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
    mutationFn: ({ auto }: { auto: boolean }) => {
      const open = () => openAttempt(queryClient, test.id, 'start');
      return auto ? openWhenOpen(open) : open();
    },
    onSuccess: (opened) => {
      if (opened.kind !== 'open') return;
      handOff(test.id, opened);
      void navigate(location.pathname, { state: RUNNING_STATE });
    },
  });

  const bilingual = isBilingual(test.languages);
  // A bilingual test may open in Hindi or Marathi: their face is asked for before Start.
  useEffect(() => {
    if (bilingual) loadLanguageFonts(test.languages);
  }, [bilingual, test.languages]);

  const limitReached = !openDeadline && test.attemptsMade >= test.total_attempts;
  const failure = start.isError ? errorMessage(start.error, t('quiz.messages.questionsLoadFailed')) : null;

  const phase = useWindowPhase(test, clockOffsetMs);
  const waiting = phase === 'upcoming';
  // A learner who waited here is taken into the test at the opening, once, without a reload.
  const [waitedForOpening] = useState(waiting);
  const autoStarted = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (!waitedForOpening || phase !== 'open' || limitReached || autoStarted.current) return;
    autoStarted.current = true;
    mutate({ auto: true });
  }, [waitedForOpening, phase, limitReached, mutate]);

  const begin = () => {
    // Full screen is asked for on start (docs/product.md, "The test screen"), in this click: it
    // needs a user gesture.
    enterFullscreen();
    start.mutate({ auto: false });
  };

  const goBack = () => {
    // Opened from the library, Back returns there; opened directly, to the prelims tests.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(PRELIMS_TESTS_PATH);
  };

  const failureAlert = failure && (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {isLimitError(failure) ? t('quiz.messages.limitExceeded') : failure}
    </p>
  );

  // An attempt in progress comes first on the page, above the test's details: the learner came
  // back to carry on (docs/product.md, "The test screen").
  const actions = (
    <div
      className={`flex flex-col gap-3 md:flex-row md:items-center ${openDeadline ? '' : 'border-t border-slate-100 pt-6'}`}
    >
      {openDeadline && <TimeLeft {...openDeadline} />}
      {/* The buttons never break their labels: beside the time left where both fit (md), else under it. */}
      <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row sm:justify-end md:ml-auto">
        <FullscreenButton className="btn btn-outline whitespace-nowrap" />
        <button
          type="button"
          onClick={begin}
          disabled={start.isPending || waiting}
          aria-busy={start.isPending || undefined}
          className="btn btn-primary px-7 py-3 text-base whitespace-nowrap"
        >
          {start.isPending ? (
            <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : waiting ? (
            <Hourglass className="size-5" aria-hidden="true" />
          ) : openDeadline ? (
            <RotateCcw className="size-5" aria-hidden="true" />
          ) : (
            <Play className="size-5" aria-hidden="true" />
          )}
          {start.isPending
            ? t('quiz.start.starting')
            : waiting
              ? t('quiz.window.waiting.button')
              : openDeadline
                ? t('quiz.start.resume')
                : t('quiz.start.start')}
        </button>
      </div>
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <button type="button" onClick={goBack} className="btn btn-outline mb-4 px-4 py-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('quiz.start.back')}
      </button>
      <article className="card overflow-hidden">
        <div className="bg-gradient-to-br from-navy-900 to-navy-700 px-5 py-6 text-white sm:px-8">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">
            {test.name || t('quiz.start.untitled', { id: test.id })}
          </h1>
        </div>
        <div className="space-y-6 p-5 sm:p-8">
          {openDeadline && (
            <section
              aria-label={t('quiz.start.inProgress')}
              className="rounded-xl bg-saffron-50 px-4 py-4 ring-1 ring-saffron-200"
            >
              {actions}
              {failure && <div className="mt-3">{failureAlert}</div>}
            </section>
          )}
          {waiting && test.opens_at && <WaitingRoom opensAt={test.opens_at} clockOffsetMs={clockOffsetMs} />}
          {test.description && <RichText html={test.description} className="leading-relaxed text-slate-700" />}
          <TestFacts test={test} />
          <MarkingScheme test={test} />
          {bilingual && <DefaultLanguage languages={test.languages} />}
          {(phase === 'open' || phase === 'closed') && (
            <WindowNote test={test} phase={phase} clockOffsetMs={clockOffsetMs} />
          )}
          {!openDeadline && failureAlert}
          {limitReached ? <LimitReached testId={test.id} /> : !openDeadline && actions}
          {start.isPending && (
            <p role="status" className="text-center text-sm text-slate-600 sm:text-right">
              {waitedForOpening ? t('quiz.window.waiting.opening') : t('quiz.messages.loadingTest')}
            </p>
          )}
        </div>
      </article>
    </div>
  );
}

function TestFacts({ test }: { test: Test }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const facts = [
    { label: t('quiz.start.facts.questions'), value: formatNumber(test.total_question_count, locale) },
    {
      label: t('quiz.start.facts.duration'),
      value: t('quiz.start.facts.durationValue', { count: test.duration }),
    },
    { label: t('quiz.start.facts.totalMarks'), value: formatMarks(test.total_marks, locale) },
    {
      label: t('quiz.start.facts.maxAttempts'),
      value: formatNumber(test.total_attempts, locale),
      note: t('quiz.start.facts.used', { used: formatNumber(test.attemptsMade, locale) }),
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
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const rows = [
    {
      label: t('quiz.start.marking.correct'),
      value: formatMark(test.marks_for_correct_answer, 'gain', locale),
      tone: 'text-emerald-700',
    },
    {
      label: t('quiz.start.marking.incorrect'),
      value: formatMark(test.marks_for_incorrect_answer, 'loss', locale),
      tone: 'text-rose-700',
    },
    {
      label: t('quiz.start.marking.unattempted'),
      value: formatMark(test.marks_for_unattempted_answer, 'loss', locale),
      tone: 'text-slate-700',
    },
  ];
  return (
    <section aria-labelledby="marking-scheme">
      <h2 id="marking-scheme" className="font-display text-lg font-bold text-navy-900">
        {t('quiz.start.marking.title')}
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
      <p className="mt-3 text-sm text-slate-600">{t('quiz.start.marking.clockNote')}</p>
    </section>
  );
}

function TimeLeft({ deadline, clockOffsetMs }: OpenDeadline) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, clockOffsetMs);
  return (
    <p className="text-sm text-slate-700">
      {t('quiz.start.inProgress')}{' '}
      {/* One piece: on a phone it moves to its own line rather than leaving the clock behind. */}
      <span className="font-semibold whitespace-nowrap text-navy-900">
        <Trans
          i18nKey="quiz.start.timeLeft"
          values={{ time: formatClock(left) }}
          components={{ clock: <span className="font-mono tabular-nums" /> }}
        />
      </span>
    </p>
  );
}

function LimitReached({ testId }: { testId: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 border-t border-slate-100 pt-6">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('quiz.messages.limitExceeded')}
      </p>
      <Link to={attemptedPath(testId)} state={{ testId }} className="btn btn-outline">
        {t('quiz.start.seeAttempts')}
      </Link>
    </div>
  );
}

/**
 * 'Default language' of a bilingual test: the language its questions open in, remembered for
 * the learner; the test's own switch changes it per question too.
 */
function DefaultLanguage({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [language, setLanguage] = useQuizLanguage(languages);
  return (
    <section aria-labelledby="default-language" className="flex flex-wrap items-center gap-3">
      <h2 id="default-language" className="font-display text-base font-bold text-navy-900">
        {t('quiz.start.defaultLanguage.title')}
      </h2>
      <LanguageSwitch
        languages={languages}
        language={language}
        onChange={setLanguage}
        label={t('quiz.start.defaultLanguage.title')}
      />
      <p className="w-full text-sm text-slate-600">
        {t('quiz.start.defaultLanguage.note', { languages: languageList(languages, locale) })}
      </p>
    </section>
  );
}
