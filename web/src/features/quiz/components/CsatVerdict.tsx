import { CheckCircle2, CircleDashed, PlayCircle, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIntlLocale } from '@/i18n/format';
import type { CsatResult, CsatStatus, Qualifying } from '../api/csat-schemas';
import { formatMarks, formatScore } from '../rules/format';
import { quizPath } from '../rules/paths';

const TONES: Record<CsatStatus, { box: string; icon: string; Icon: typeof CheckCircle2 }> = {
  qualified: { box: 'border-emerald-200 bg-emerald-50', icon: 'text-emerald-700', Icon: CheckCircle2 },
  not_qualified: { box: 'border-rose-200 bg-rose-50', icon: 'text-rose-700', Icon: XCircle },
  not_taken: { box: 'border-slate-200 bg-slate-50', icon: 'text-slate-500', Icon: CircleDashed },
};

/**
 * CSAT in a review's analysis (docs/product.md, "CSAT"). A GS paper paired with a CSAT paper says
 * whether the learner qualified in it, with their score and the qualifying score, or that they have
 * not taken it yet, with a way to it; a CSAT paper says whether this attempt qualifies. Nothing for
 * any other paper.
 */
export function CsatVerdict({
  csat,
  qualifying,
  totalMarks,
}: {
  /** The GS paper's CSAT result. */
  csat?: CsatResult | null;
  /** The CSAT paper's own verdict on this attempt. */
  qualifying?: Qualifying | null;
  /** The marks of the paper under review (a CSAT paper's own total). */
  totalMarks: number;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  let status: CsatStatus;
  let line: string;
  let detail: string;
  if (csat) {
    status = csat.status;
    const needed = formatMarks(csat.qualifyingScore, locale);
    const score = csat.score === null ? '' : formatScore(csat.score, locale);
    if (status === 'qualified')
      line = t('quiz.csat.qualified', { score, total: formatMarks(csat.totalMarks, locale), needed });
    else if (status === 'not_qualified') line = t('quiz.csat.notQualified', { score, needed });
    else line = t('quiz.csat.notTaken');
    detail = status === 'not_taken' ? t('quiz.csat.notTakenDetail', { name: csat.name, needed }) : csat.name;
  } else if (qualifying) {
    status = qualifying.qualified ? 'qualified' : 'not_qualified';
    const values = { needed: formatMarks(qualifying.qualifyingScore, locale), total: formatMarks(totalMarks, locale) };
    line = qualifying.qualified
      ? t('quiz.csat.attemptQualifies', values)
      : t('quiz.csat.attemptDoesNotQualify', values);
    detail = t('quiz.csat.qualifyingOnly');
  } else return null;
  const tone = TONES[status];
  return (
    <section
      aria-label={t('quiz.csat.label')}
      data-status={status}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border px-5 py-4 ${tone.box}`}
    >
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
        <tone.Icon className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-navy-900 tabular-nums">{line}</p>
          <p className="mt-0.5 text-sm break-words text-slate-600">{detail}</p>
        </div>
      </div>
      {csat?.status === 'not_taken' && (
        <Link to={quizPath(csat.slug)} className="btn btn-outline">
          <PlayCircle className="size-4" aria-hidden="true" />
          {t('quiz.csat.take')}
        </Link>
      )}
    </section>
  );
}
