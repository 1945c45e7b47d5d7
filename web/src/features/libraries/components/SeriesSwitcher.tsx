import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { MainsSeries } from '../api/schemas';

interface SeriesSwitcherProps {
  series: MainsSeries[];
  selectedId: number;
  onSelect: (seriesId: number) => void;
}

/**
 * The subscription's test series when it has several: a row of toggle buttons (one pressed),
 * which wrap on a phone. Most subscriptions have one series and show none of this.
 */
export function SeriesSwitcher({ series, selectedId, onSelect }: SeriesSwitcherProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <div role="group" aria-label={t('libraries.mains.page.seriesSwitcher')} className="mb-6 flex flex-wrap gap-2">
      {series.map(({ mainsTestSeriesId, testSeries_relation: { name }, testCount }) => {
        const selected = mainsTestSeriesId === selectedId;
        return (
          <button
            key={mainsTestSeriesId}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(mainsTestSeriesId)}
            className={`btn ${selected ? 'btn-navy' : 'btn-outline'}`}
          >
            {name}
            {testCount !== undefined && <span className="text-xs opacity-80">({formatNumber(testCount, locale)})</span>}
          </button>
        );
      })}
    </div>
  );
}
