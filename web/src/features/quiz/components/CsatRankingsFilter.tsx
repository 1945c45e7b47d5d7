import { UserX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/i18n/format';
import type { RankingsCsat } from '../api/csat-schemas';
import { formatMarks } from '../rules/format';

/**
 * Above a GS paper's rankings when it is paired with a CSAT paper (docs/product.md, "CSAT"): a
 * checkbox that shows only those who qualified in CSAT, the CSAT paper and its qualifying score,
 * and, while only they are shown, a line telling a learner who sat the GS paper that they are not
 * among them.
 */
export function CsatRankingsFilter({
  csat,
  qualifiedOnly,
  onChange,
  notListed,
}: {
  csat: RankingsCsat;
  qualifiedOnly: boolean;
  onChange: (qualifiedOnly: boolean) => void;
  /** The caller sat the GS paper but has no row among those who qualified. */
  notListed: boolean;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const noteId = useId();
  return (
    <section aria-label={t('quiz.csat.rankings.label')} className="card space-y-2 p-4 sm:p-5">
      <label className="flex cursor-pointer items-start gap-3 font-semibold text-navy-900">
        <input
          type="checkbox"
          checked={qualifiedOnly}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={noteId}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-navy-900"
        />
        {t('quiz.csat.rankings.onlyQualified')}
      </label>
      <p id={noteId} className="pl-8 text-sm text-slate-600">
        {t('quiz.csat.rankings.note', { name: csat.name, score: formatMarks(csat.qualifyingScore, locale) })}
      </p>
      {qualifiedOnly && notListed && (
        <p className="ml-8 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <UserX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('quiz.csat.rankings.notListed', { name: csat.name })}
        </p>
      )}
    </section>
  );
}
