import { Award, BarChart3, CheckCircle2, Clock, ListChecks, MinusCircle, Target, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Review } from '../api/schemas';
import { formatAttemptDate, formatPercent, formatScore, formatTimeSpent } from '../rules/format';

const FINISH_NOTES: Record<string, string> = {
  time_up: 'Submitted automatically when the time ran out.',
  late: 'Submitted after the time ran out: scored on the answers saved in time.',
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

/** The score card and the standing: score, counts, accuracy, time, rank and percentile. */
export function ResultSummary({ review }: { review: Review }) {
  const { attempt, analysis } = review;
  const note = FINISH_NOTES[attempt.finishReason];
  const icon = (Icon: typeof Award) => <Icon className="size-3.5" aria-hidden="true" />;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section className="card p-5 sm:p-6" aria-labelledby="score-heading">
        <h2 id="score-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Your score
        </h2>
        <p className="mt-1 font-display text-4xl font-bold text-navy-900 tabular-nums">
          {formatScore(attempt.score)}
          <span className="text-xl font-semibold text-slate-500"> / {attempt.totalMarks}</span>
        </p>
        {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
        {attempt.rescoredAt && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            Re-scored on {formatAttemptDate(attempt.rescoredAt)} after an answer key correction: the questions whose key
            changed are marked below.
          </p>
        )}
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat
            icon={icon(CheckCircle2)}
            label="Correct"
            value={String(attempt.correctAnswers)}
            tone="bg-emerald-100 text-emerald-700"
          />
          <Stat
            icon={icon(XCircle)}
            label="Incorrect"
            value={String(attempt.incorrectAnswers)}
            tone="bg-rose-100 text-rose-700"
          />
          <Stat
            icon={icon(MinusCircle)}
            label="Unattempted"
            value={String(attempt.unattemptedAnswers)}
            tone="bg-slate-200 text-slate-700"
          />
          <Stat
            icon={icon(Target)}
            label="Accuracy"
            value={formatPercent(analysis.accuracy)}
            tone="bg-navy-100 text-navy-800"
          />
          <Stat
            icon={icon(Clock)}
            label="Time spent"
            value={formatTimeSpent(analysis.timeSpentMs)}
            tone="bg-saffron-100 text-saffron-800"
          />
          <Stat
            icon={icon(ListChecks)}
            label="Questions"
            value={String(attempt.totalQuestions)}
            tone="bg-violet-100 text-violet-800"
          />
        </dl>
      </section>
      <section className="card flex flex-col p-5 sm:p-6" aria-labelledby="rank-heading">
        <h2 id="rank-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Your standing
        </h2>
        <p className="mt-1 flex items-baseline gap-2 font-display text-4xl font-bold text-navy-900 tabular-nums">
          <Award className="size-7 self-center text-saffron-500" aria-hidden="true" />
          Rank {analysis.rank}
        </p>
        <p className="mt-1 text-slate-600">among {analysis.participants} participants</p>
        <p className="mt-4 flex items-center gap-2 text-slate-700">
          <BarChart3 className="size-5 text-navy-600" aria-hidden="true" />
          Percentile <span className="font-semibold text-navy-900 tabular-nums">{analysis.percentile.toFixed(2)}</span>
        </p>
        {!analysis.ranked && (
          <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
            Only first attempts are ranked: this is where this score would stand.
          </p>
        )}
      </section>
    </div>
  );
}
