import {
  Award,
  BarChart3,
  CheckCircle2,
  Clock,
  Hourglass,
  ListChecks,
  MinusCircle,
  Target,
  WifiOff,
  XCircle,
} from 'lucide-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, useIntlLocale } from '@/i18n/format';
import type { Review } from '../api/schemas';
import {
  formatAttemptDate,
  formatMarks,
  formatPercent,
  formatPercentile,
  formatScore,
  formatTimeSpent,
} from '../rules/format';
import { ReceiptDownload } from './ReceiptDownload';

const FINISH_NOTES: Partial<Record<string, ParseKeys>> = {
  time_up: 'results.summary.finishedOnTimeUp',
  late: 'results.summary.finishedLate',
};

function Stat({ icon, label, value, tone }: { icon: ReactNode; label: string; value: string; tone: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-900/5">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-500">
        <span className={`grid size-6 shrink-0 place-items-center rounded-full ${tone}`}>{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-bold text-navy-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The score card and the standing: score, counts, accuracy, time, rank and percentile. While a
 * live test's key is held the score, the counts of right and wrong, the accuracy and the standing
 * wait for it: the card says that the answers are in and when the score opens (docs/product.md,
 * "Live tests").
 */
export function ResultSummary({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { attempt, analysis } = review;
  const note = FINISH_NOTES[attempt.finishReason];
  const icon = (Icon: typeof Award) => <Icon className="size-3.5" aria-hidden="true" />;
  const scoreOpensAt = attempt.score == null ? (attempt.scoreOpensAt ?? review.keysReleaseAt) : null;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section className="card p-5 sm:p-6" aria-labelledby="score-heading">
        <h2 id="score-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('results.summary.yourScore')}
        </h2>
        {attempt.score == null ? (
          <ScoreHeld opensAt={scoreOpensAt} />
        ) : (
          <p className="mt-1 font-display text-4xl font-bold text-navy-900 tabular-nums">
            {formatScore(attempt.score, locale)}
            <span className="text-xl font-semibold text-slate-500"> / {formatMarks(attempt.totalMarks, locale)}</span>
          </p>
        )}
        {note && <p className="mt-1 text-sm text-slate-600">{t(note)}</p>}
        {/* Answers that came too late are never dropped unsaid (docs/product.md, "The clock"). */}
        {attempt.lateAnswers > 0 && (
          <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('results.summary.lateAnswers', { count: attempt.lateAnswers })}
          </p>
        )}
        {attempt.rescoredAt && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('results.summary.rescored', { date: formatAttemptDate(attempt.rescoredAt, locale) })}
          </p>
        )}
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {attempt.correctAnswers != null && (
            <Stat
              icon={icon(CheckCircle2)}
              label={t('results.outcome.correct')}
              value={formatNumber(attempt.correctAnswers, locale)}
              tone="bg-emerald-100 text-emerald-700"
            />
          )}
          {attempt.incorrectAnswers != null && (
            <Stat
              icon={icon(XCircle)}
              label={t('results.outcome.incorrect')}
              value={formatNumber(attempt.incorrectAnswers, locale)}
              tone="bg-rose-100 text-rose-700"
            />
          )}
          <Stat
            icon={icon(MinusCircle)}
            label={t('results.outcome.unattempted')}
            value={formatNumber(attempt.unattemptedAnswers, locale)}
            tone="bg-slate-200 text-slate-700"
          />
          {analysis.accuracy != null && (
            <Stat
              icon={icon(Target)}
              label={t('results.summary.accuracy')}
              value={formatPercent(analysis.accuracy, locale)}
              tone="bg-navy-100 text-navy-800"
            />
          )}
          <Stat
            icon={icon(Clock)}
            label={t('results.summary.timeSpent')}
            value={formatTimeSpent(analysis.timeSpentMs, t)}
            tone="bg-saffron-100 text-saffron-800"
          />
          <Stat
            icon={icon(ListChecks)}
            label={t('results.summary.questions')}
            value={formatNumber(attempt.totalQuestions, locale)}
            tone="bg-violet-100 text-violet-800"
          />
        </dl>
        {attempt.receipt && <ReceiptDownload receipt={attempt.receipt} />}
      </section>
      <section className="card flex flex-col p-5 sm:p-6" aria-labelledby="rank-heading">
        <h2 id="rank-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('results.summary.yourStanding')}
        </h2>
        {review.keysReleaseAt ? (
          <p className="mt-3 flex items-start gap-2 text-slate-700">
            <Hourglass className="mt-1 size-5 shrink-0 text-saffron-600" aria-hidden="true" />
            {t('quiz.window.held.rankings', { time: formatDateTime(review.keysReleaseAt, locale) })}
          </p>
        ) : (
          <Standing review={review} />
        )}
        {!analysis.ranked && (
          <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t(analysis.staff ? 'results.summary.staffUnranked' : 'results.summary.unranked')}
          </p>
        )}
      </section>
    </div>
  );
}

/** In place of the score while a live test's key is held: the answers are in, and when it opens. */
export function ScoreHeld({ opensAt }: { opensAt: string | null | undefined }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <p className="mt-2 flex items-start gap-2 text-base font-medium text-navy-900">
      <Hourglass className="mt-0.5 size-5 shrink-0 text-saffron-600" aria-hidden="true" />
      {opensAt ? t('quiz.window.held.score', { time: formatDateTime(opensAt, locale) }) : null}
    </p>
  );
}

/** Rank, participants and percentile. */
function Standing({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { analysis } = review;
  return (
    <>
      <p className="mt-1 flex items-baseline gap-2 font-display text-4xl font-bold text-navy-900 tabular-nums">
        <Award className="size-7 self-center text-saffron-500" aria-hidden="true" />
        {t('results.summary.rank', { rank: formatNumber(analysis.rank, locale) })}
      </p>
      <p className="mt-1 text-slate-600">
        {t('results.summary.participants', {
          count: analysis.participants,
          participants: formatNumber(analysis.participants, locale),
        })}
      </p>
      <p className="mt-4 flex items-center gap-2 text-slate-700">
        <BarChart3 className="size-5 text-navy-600" aria-hidden="true" />
        {t('results.summary.percentile')}{' '}
        <span className="font-semibold text-navy-900 tabular-nums">
          {formatPercentile(analysis.percentile, locale)}
        </span>
      </p>
    </>
  );
}
