import {
  BarChart3,
  CalendarClock,
  Clock,
  FileCheck2,
  History,
  ListChecks,
  PencilLine,
  Radio,
  RotateCcw,
  Timer,
  Trophy,
} from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import { formatDateTime, formatNumber, useIntlLocale } from '@/i18n/format';
import { windowBounds, windowPhase } from '@/lib/test-window';
import { useInLanguage } from '@/lib/translated';
import { freshPrelimsDiscussion } from '../api/get-discussion';
import type { PrelimsTest } from '../api/schemas';
import { useClockAtMoments } from '../hooks/use-window-clock';
import { hasSubmitted } from '../rules/prelims-answers';
import { DiscussionVideoButton } from './DiscussionVideoButton';
import { DownloadButton } from './DownloadButton';
import { KeyRevisedNotice } from './KeyRevisedNotice';
import { LanguageBadge } from './LanguageBadge';
import { LockedActions } from './LockedActions';
import { SubscribeLink } from './SubscribeLink';

interface PrelimsTestCardProps {
  test: PrelimsTest;
  /** The subscription whose library lists the test: a kept discussion's fresh address comes from it. */
  subscriptionId: number;
  subscribeHref: string;
}

/** One test of the prelims library. */
export function PrelimsTestCard({ test: stored, subscriptionId, subscribeHref }: PrelimsTestCardProps) {
  const headingId = useId();
  // Its name and description in the learner's language where staff wrote them, else the English.
  const test = useInLanguage(stored);
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 flex-1 basis-64 text-lg leading-snug font-semibold text-navy-900">
          {test.name}
        </h2>
        <LanguageBadge languages={test.languages} />
      </div>
      <LiveWindow test={test} />
      {test.isSubscribed && <AttemptInProgress deadline={test.openAttemptDeadline} />}
      <KeyRevisedNotice test={test} />
      <TestFacts test={test} />
      <RichText html={test.description} className="mt-4 text-sm text-slate-600" />
      <div className="mt-auto pt-5">
        {test.isSubscribed ? (
          <SubscriberActions test={test} subscriptionId={subscriptionId} headingId={headingId} />
        ) : (
          <SubscribeLink to={subscribeHref} describedBy={headingId} />
        )}
      </div>
    </article>
  );
}

const ignoreMoment = () => undefined;

/**
 * A live mock's window (docs/product.md, "Live tests"): when it opens, that it is live and
 * until when, or that it has closed and an attempt is practice. It moves on by itself as the
 * window opens and closes (on this device's clock: the start page counts on the server's).
 */
function LiveWindow({ test }: { test: PrelimsTest }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const bounds = windowBounds(test);
  const opensMs = bounds?.opensMs;
  const closesMs = bounds?.closesMs;
  const moments = useMemo(
    () => (opensMs === undefined || closesMs === undefined ? [] : [opensMs, closesMs]),
    [opensMs, closesMs],
  );
  const now = useClockAtMoments(moments, ignoreMoment);
  const phase = windowPhase(test, now.getTime());
  if (phase === 'none') return null;
  const at = (ms: number | undefined) => (ms === undefined ? '' : formatDateTime(new Date(ms), locale));
  const {
    icon: Icon,
    tone,
    text,
  } = {
    upcoming: {
      icon: CalendarClock,
      tone: 'bg-saffron-50 text-saffron-900 ring-saffron-200',
      text: t('libraries.prelims.card.window.upcoming', { time: at(opensMs) }),
    },
    open: {
      icon: Radio,
      tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
      text: t('libraries.prelims.card.window.open', { time: at(closesMs) }),
    },
    closed: {
      icon: History,
      tone: 'bg-slate-100 text-slate-700 ring-slate-200',
      text: t('libraries.prelims.card.window.closed'),
    },
  }[phase];
  return (
    <p
      className={`mt-3 inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-medium ring-1 ${tone}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

const MINUTE_MS = 60_000;
const MINUTE_MARKS = 24 * 60 + 1;

/** Whole minutes left before a deadline, counted up (a running clock shows 0:40 as 1 minute left). */
function minutesLeft(deadline: string | null | undefined, nowMs: number): number {
  if (!deadline) return 0;
  return Math.max(0, Math.ceil((Date.parse(deadline) - nowMs) / MINUTE_MS));
}

/** The card's clock for an attempt in progress: it moves on at each whole minute before the deadline. */
function useMinutesLeft(deadline: string | null | undefined): number {
  const moments = useMemo(() => {
    const deadlineMs = deadline ? Date.parse(deadline) : NaN;
    if (Number.isNaN(deadlineMs)) return [];
    // Every minute mark of the longest test's day; those already past are skipped.
    return Array.from({ length: MINUTE_MARKS }, (_, index) => deadlineMs - index * MINUTE_MS);
  }, [deadline]);
  const now = useClockAtMoments(moments, ignoreMoment);
  return minutesLeft(deadline, now.getTime());
}

/**
 * The learner's attempt in progress, first thing on the card (docs/product.md, "The test screen"):
 * the time left, and Resume in place of Attempt below.
 */
function AttemptInProgress({ deadline }: { deadline: string | null | undefined }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const left = useMinutesLeft(deadline);
  if (left === 0) return null;
  return (
    <p className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-saffron-50 px-3 py-1 text-sm font-semibold text-saffron-900 ring-1 ring-saffron-200">
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      {t('libraries.prelims.card.inProgress', { count: left, minutes: formatNumber(left, locale) })}
    </p>
  );
}

function TestFacts({ test }: { test: PrelimsTest }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (value: number) => formatNumber(value, locale);
  const facts = [
    {
      icon: Clock,
      label: t('libraries.prelims.card.duration'),
      value: t('libraries.prelims.card.durationValue', { minutes: number(test.duration) }),
    },
    { icon: Trophy, label: t('libraries.prelims.card.totalMarks'), value: number(test.total_marks) },
    ...(test.total_question_count !== undefined
      ? [{ icon: ListChecks, label: t('libraries.prelims.card.questions'), value: number(test.total_question_count) }]
      : []),
    ...(test.total_attempts !== undefined && test.isSubscribed
      ? [
          {
            icon: PencilLine,
            label: t('libraries.prelims.card.attempts'),
            value: t('libraries.prelims.card.attemptsValue', {
              made: number(test.attemptsMade ?? 0),
              total: number(test.total_attempts),
            }),
          },
        ]
      : []),
  ];
  return (
    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <Icon className="size-4 text-saffron-600" aria-hidden="true" />
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SubscriberActions({
  test,
  subscriptionId,
  headingId,
}: {
  test: PrelimsTest;
  subscriptionId: number;
  headingId: string;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const submitted = hasSubmitted(test);
  const inProgress = useMinutesLeft(test.openAttemptDeadline) > 0;
  // A live test's explanation and discussion wait for the close: the card says when (docs/product.md, "Live tests").
  const heldUntil = submitted && test.keysOpenAt ? formatDateTime(test.keysOpenAt, locale) : null;
  // Unknown (an older answer) counts as there: the locked button is then the safer promise.
  const hasExplanation = test.hasExplanationPDF !== false;
  const hasDiscussion = test.hasDiscussionVideo !== false;
  const lockedLabels = [
    ...(hasExplanation ? [t('libraries.files.explanation')] : []),
    ...(hasDiscussion ? [t('libraries.discussion.button')] : []),
  ];
  const playable = Boolean(test.gDriveVideoLink || test.discussionVideo);
  // Rankings and past attempts read the test from the query (so a reload works) and take the
  // name from navigation state to show it at once.
  const testState = { testId: test.id, testName: test.name, slug: test.slug };
  const rankingHref = `/check-ranking?${new URLSearchParams({ testId: String(test.id), slug: test.slug }).toString()}`;
  const attemptedHref = `/check-attempted-test?${new URLSearchParams({ testId: String(test.id) }).toString()}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {test.testQuestionPDF && (
          <DownloadButton
            filePath={test.testQuestionPDF.file_path}
            itemName={test.name}
            kind="question"
            label={t('libraries.files.question')}
            describedBy={headingId}
          />
        )}
        {!test.testQuestionPDF && test.hasQuestionPDF && (
          <LockedActions labels={[t('libraries.files.question')]} hint={t('libraries.prelims.card.afterStart')} />
        )}
        {test.testExplanationPDF && (
          <DownloadButton
            filePath={test.testExplanationPDF.file_path}
            itemName={test.name}
            kind="explanation"
            label={t('libraries.files.explanation')}
            describedBy={headingId}
          />
        )}
        {submitted && !heldUntil && playable && (
          <DiscussionVideoButton
            testName={test.name}
            link={test.gDriveVideoLink}
            file={test.discussionVideo}
            fresh={freshPrelimsDiscussion(subscriptionId, test.id)}
            describedBy={headingId}
          />
        )}
        {!submitted ? (
          lockedLabels.length > 0 && (
            <LockedActions labels={lockedLabels} hint={t('libraries.prelims.card.afterSubmit')} />
          )
        ) : heldUntil ? (
          lockedLabels.length > 0 && (
            <LockedActions labels={lockedLabels} hint={t('libraries.prelims.card.opensAtClose', { time: heldUntil })} />
          )
        ) : (
          <Missing explanation={!test.testExplanationPDF} discussion={!playable} />
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link to={`/quiz/${encodeURIComponent(test.slug)}`} aria-describedby={headingId} className="btn btn-primary">
          {inProgress ? (
            <RotateCcw className="size-4" aria-hidden="true" />
          ) : (
            <PencilLine className="size-4" aria-hidden="true" />
          )}
          {inProgress ? t('libraries.prelims.card.resume') : t('libraries.prelims.card.attempt')}
        </Link>
        <Link to={rankingHref} state={testState} aria-describedby={headingId} className="btn btn-navy">
          <BarChart3 className="size-4" aria-hidden="true" />
          {t('libraries.prelims.card.checkRanking')}
        </Link>
        <Link to={attemptedHref} state={testState} aria-describedby={headingId} className="btn btn-outline">
          <FileCheck2 className="size-4" aria-hidden="true" />
          {t('libraries.prelims.card.checkAttempted')}
        </Link>
      </div>
    </div>
  );
}

/** What a submitted test has not got, said in words: a button for nothing would be a dead end. */
function Missing({ explanation, discussion }: { explanation: boolean; discussion: boolean }) {
  const { t } = useTranslation();
  const key = explanation && discussion ? 'both' : explanation ? 'explanation' : discussion ? 'discussion' : null;
  if (!key) return null;
  return <p className="basis-full text-sm text-slate-600">{t(`libraries.prelims.card.missing.${key}`)}</p>;
}
