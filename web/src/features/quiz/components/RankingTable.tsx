import { Medal } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { RankingRow } from '../api/schemas';
import { formatScore } from '../rules/format';
import { isOwnRow, rankBadge, type RankBadge } from '../rules/ranking';

/** Pill and medal colours: gold, silver and bronze must differ in more than a shade of orange. */
const BADGE_STYLE: Record<RankBadge, { pill: string; medal: string }> = {
  gold: { pill: 'bg-yellow-50 text-yellow-900 ring-yellow-400', medal: 'fill-yellow-400 text-yellow-700' },
  silver: { pill: 'bg-slate-100 text-slate-800 ring-slate-400', medal: 'fill-slate-300 text-slate-600' },
  bronze: { pill: 'bg-orange-50 text-orange-950 ring-orange-700', medal: 'fill-orange-700 text-orange-900' },
};

const BADGE_LABEL = {
  gold: 'results.rankingTable.medal.gold',
  silver: 'results.rankingTable.medal.silver',
  bronze: 'results.rankingTable.medal.bronze',
} as const satisfies Record<RankBadge, ParseKeys>;

function Rank({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const badge = rankBadge(rank);
  if (!badge) return <span className="pl-2 tabular-nums">{formatNumber(rank, locale)}</span>;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold ring-1 ${BADGE_STYLE[badge].pill}`}
    >
      <Medal className={`size-4 ${BADGE_STYLE[badge].medal}`} aria-hidden="true" />
      <span className="tabular-nums">{formatNumber(rank, locale)}</span>
      <span className="sr-only">({t(BADGE_LABEL[badge])})</span>
    </span>
  );
}

interface RankingTableProps {
  rows: readonly RankingRow[];
  userUniqueId: string | number | null | undefined;
}

/**
 * Rank, ID, Score; medals for the top three; the learner's own row marked 'You' (docs/product.md,
 * "Rankings").
 */
export function RankingTable({ rows, userUniqueId }: RankingTableProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left text-sm sm:text-base">
        <thead className="bg-navy-900 text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {t('results.rankingTable.rank')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {t('results.rankingTable.id')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              {t('results.rankingTable.score')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => {
            const own = isOwnRow(row.unique_id, userUniqueId);
            return (
              <tr
                key={`${row.unique_id}-${index}`}
                className={
                  own ? 'bg-saffron-50 ring-2 ring-saffron-400 ring-inset' : index % 2 ? 'bg-slate-50/60' : 'bg-white'
                }
                aria-current={own ? 'true' : undefined}
              >
                <td className="px-4 py-3 sm:px-6">
                  <Rank rank={row.rank} />
                </td>
                <td className="px-4 py-3 font-mono text-sm sm:px-6">
                  <span className="break-all">{row.unique_id}</span>
                  {own && (
                    <span className="ml-2 rounded-full bg-saffron-500 px-2 py-0.5 font-sans text-xs font-bold text-navy-950">
                      {t('results.rankingTable.you')}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums sm:px-6">
                  {formatScore(row.score, locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
