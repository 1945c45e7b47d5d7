import { ArrowRight, CalendarClock, RotateCcw, Timer } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { AttemptSummary, RunningAttempt } from '../api/schemas';
import { useCountdown } from '../hooks/use-countdown';
import { formatAttemptDate, formatScore } from '../rules/format';
import { formatClock } from '../rules/server-clock';
import { ScoreHeld } from './ResultSummary';

const FINISH_LABELS: Partial<Record<string, ParseKeys>> = {
  time_up: 'results.attemptCard.finishedOnTimeUp',
  late: 'results.attemptCard.finishedLate',
};

/**
 * One attempt's date, score and counts, with a link to its review. While a live test's key is
 * held, the score and the counts of right and wrong wait for it (docs/product.md, "Live tests").
 */
export function AttemptCard({ attempt, reviewHref }: { attempt: AttemptSummary; reviewHref: string | null }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const finish = attempt.finishReason ? FINISH_LABELS[attempt.finishReason] : undefined;
  const { score, correctAnswers, incorrectAnswers } = attempt;
  const facts = [
    ...(score == null || correctAnswers == null || incorrectAnswers == null
      ? []
      : [
          { label: t('results.attemptCard.score'), value: formatScore(score, locale), tone: 'text-navy-900' },
          {
            label: t('results.attemptCard.correctAnswers'),
            value: formatNumber(correctAnswers, locale),
            tone: 'text-emerald-700',
          },
          {
            label: t('results.attemptCard.incorrectAnswers'),
            value: formatNumber(incorrectAnswers, locale),
            tone: 'text-rose-700',
          },
        ]),
    {
      label: t('results.attemptCard.unattemptedQuestions'),
      value: formatNumber(attempt.unattemptedAnswers, locale),
      tone: 'text-slate-700',
    },
  ];
  return (
    <article className="card p-5 sm:p-6" aria-labelledby={`attempt-${attempt.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`attempt-${attempt.id}`} className="font-display text-lg font-bold text-navy-900">
          {t('results.attemptCard.title', { number: attempt.attempts })}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarClock className="size-4" aria-hidden="true" />
          <time dateTime={attempt.creation_date}>{formatAttemptDate(attempt.creation_date, locale)}</time>
        </p>
      </div>
      {finish && <p className="mt-1 text-xs font-medium text-amber-800">{t(finish)}</p>}
      {score == null && <ScoreHeld opensAt={attempt.scoreOpensAt} />}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-900/5">
            <dt className="text-xs font-medium text-slate-500">{fact.label}</dt>
            <dd className={`mt-0.5 text-lg font-bold tabular-nums ${fact.tone}`}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {reviewHref && (
        <Link
          to={reviewHref}
          className="btn btn-outline mt-4"
          aria-label={t('results.attemptCard.reviewLabel', { number: attempt.attempts })}
        >
          {t('results.attemptCard.review')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </article>
  );
}

interface RunningAttemptCardProps {
  attempt: RunningAttempt;
  clockOffsetMs: number;
  /** The start page, which resumes the attempt (null when the test's address is unknown). */
  resumeHref: string | null;
  /** The countdown reached zero: the server is finishing the attempt. */
  onTimeUp: () => void;
}

/**
 * The attempt still running (docs/product.md, "Your attempts"): in progress, its time left on the
 * server's clock, and Resume while there is time.
 */
export function RunningAttemptCard({ attempt, clockOffsetMs, resumeHref, onTimeUp }: RunningAttemptCardProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const left = useCountdown(attempt.deadline, clockOffsetMs);
  useEffect(() => {
    if (left === 0) onTimeUp();
  }, [left, onTimeUp]);
  return (
    <article className="card p-5 ring-2 ring-amber-300 sm:p-6" aria-labelledby={`attempt-${attempt.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`attempt-${attempt.id}`} className="font-display text-lg font-bold text-navy-900">
            {t('results.attemptCard.title', { number: attempt.attempts })}
          </h2>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t('results.attemptCard.inProgress')}
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarClock className="size-4" aria-hidden="true" />
          <time dateTime={attempt.creation_date}>{formatAttemptDate(attempt.creation_date, locale)}</time>
        </p>
      </div>
      {left > 0 ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-slate-700">
            <Timer className="size-5 text-amber-700" aria-hidden="true" />
            <span className="whitespace-nowrap">
              <Trans
                i18nKey="results.attemptCard.timeLeft"
                values={{ time: formatClock(left) }}
                components={{ clock: <span className="font-mono text-lg font-bold text-navy-900 tabular-nums" /> }}
              />
            </span>
          </p>
          {resumeHref && (
            <Link
              to={resumeHref}
              className="btn btn-primary"
              aria-label={t('results.attemptCard.resumeLabel', { number: attempt.attempts })}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('results.attemptCard.resume')}
            </Link>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm font-medium text-amber-900">{t('results.attemptCard.beingFinished')}</p>
      )}
    </article>
  );
}
