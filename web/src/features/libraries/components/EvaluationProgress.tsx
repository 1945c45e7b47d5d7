import { CircleCheck, CircleDashed, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/i18n/format';
import type { MainsTest } from '../api/schemas';
import { formatDateTime } from '../rules/format';

/**
 * Where the learner's answer is (docs/product.md, "Evaluation on time"): submitted, being evaluated,
 * evaluated, each with its time, and the date the series promised it by until it is back.
 */
export function EvaluationProgress({ test, now }: { test: MainsTest; now: Date }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const headingId = useId();
  if (!test.uploadedAt) return null;
  const steps = [
    { label: t('libraries.mains.progress.submitted'), at: test.uploadedAt },
    { label: t('libraries.mains.progress.beingEvaluated'), at: test.evaluationStartedAt ?? test.evaluatedAt },
    { label: t('libraries.mains.progress.evaluated'), at: test.evaluatedAt },
  ];
  const expectedBy = test.expectedBy && !test.evaluatedAt ? test.expectedBy : null;
  const late = expectedBy !== null && new Date(expectedBy) < now;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h4 id={headingId} className="text-sm font-semibold text-navy-900">
        {t('libraries.mains.progress.title')}
      </h4>
      <ol className="mt-2 grid gap-2 sm:grid-cols-3">
        {steps.map(({ label, at }) => (
          <li key={label} className="flex items-start gap-2 text-sm">
            {at ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleDashed className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <span>
              <span className={at ? 'font-semibold text-navy-900' : 'text-slate-600'}>{label}</span>
              <span className="block text-xs text-slate-600">
                {at ? formatDateTime(at, locale) : t('libraries.mains.progress.notYet')}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {expectedBy && (
        <p className={`mt-3 flex items-center gap-1.5 text-sm ${late ? 'text-rose-700' : 'text-slate-700'}`}>
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {t(late ? 'libraries.mains.progress.late' : 'libraries.mains.progress.expectedBy', {
            date: formatDateTime(expectedBy, locale),
          })}
        </p>
      )}
    </section>
  );
}
