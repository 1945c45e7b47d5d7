import { Ban, PencilLine, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import type { ChallengePeriod, KeyChange } from '../api/challenge-schemas';

/**
 * The answer key changed after challenges (docs/product.md, "Key challenges"): every learner who
 * sat the test is told, at the top of their review, which questions changed and why, and that
 * scores and ranks were recalculated. Each item leads to its question below.
 */
export function KeyChangesNotice({ changes }: { changes: readonly KeyChange[] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="key-changes-title" className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4">
      <h2 id="key-changes-title" className="flex items-center gap-2 font-semibold text-navy-900">
        <PencilLine className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('challenge.changes.title')}
      </h2>
      <ul className="mt-2 space-y-2">
        {changes.map((change) => {
          const Icon = change.kind === 'dropped' ? Ban : PencilLine;
          return (
            <li key={`${change.questionId}-${change.at}`} className="flex items-start gap-2 text-slate-800">
              <Icon className="mt-1 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <div className="min-w-0">
                <p>
                  <a href={`#review-question-${change.number}`} className="font-medium text-navy-900 underline">
                    {change.kind === 'dropped'
                      ? t('challenge.changes.dropped', { number: change.number })
                      : t('challenge.changes.keyChanged', { number: change.number })}
                  </a>{' '}
                  <span className="text-sm text-slate-600">
                    ({t('challenge.changes.on', { date: formatDateTime(change.at, locale) })})
                  </span>
                </p>
                {change.reply && (
                  <p className="mt-0.5 text-sm whitespace-pre-line text-slate-700">
                    <span className="font-semibold">{t('challenge.reply')}:</span> {change.reply}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Under the review's header while the test's challenge period is open: until when a key may be challenged. */
export function ChallengePeriodLine({ period }: { period: ChallengePeriod | null | undefined }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!period?.open) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Scale className="mt-0.5 size-4 shrink-0 text-navy-700" aria-hidden="true" />
      {t('challenge.period.open', { time: formatDateTime(period.closesAt, locale) })}
    </p>
  );
}
