import type { ParseKeys } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { useLanguageFilter } from '../hooks/use-language-filter';
import { filterByLanguage, LANGUAGE_FILTERS, type LanguageFilter as Filter } from '../rules/content-language';
import { EmptyLibrary } from './LibraryStates';

const LABELS = {
  all: 'libraries.languages.filter.all',
  en: 'libraries.languages.filter.en',
  hi: 'libraries.languages.filter.hi',
} as const satisfies Record<Filter, ParseKeys>;

interface LanguageFilterProps {
  value: Filter;
  onChange: (filter: Filter) => void;
  /** How many items the filter shows, and of how many: said to screen readers as it changes. */
  shown: number;
  total: number;
}

/**
 * A library's language filter (docs/product.md, "Languages of notes, tests and videos"): All
 * languages, English or Hindi, as one group of radio buttons (Tab reaches it, the arrow keys move
 * between the choices). A bilingual item is under both languages.
 */
export function LanguageFilter({ value, onChange, shown, total }: LanguageFilterProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const name = useId();
  return (
    <fieldset className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="float-left text-sm font-semibold text-navy-900">
        {t('libraries.languages.filter.label')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGE_FILTERS.map((filter) => (
          <label
            key={filter}
            className="inline-flex cursor-pointer items-center rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 transition-colors select-none hover:bg-slate-50 has-checked:bg-navy-900 has-checked:text-white has-checked:ring-navy-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-400"
          >
            <input
              type="radio"
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              className="sr-only"
            />
            {t(LABELS[filter])}
          </label>
        ))}
      </div>
      <p role="status" className="sr-only">
        {value === 'all' ? '' : t('libraries.languages.showing', { count: shown, total: formatNumber(total, locale) })}
      </p>
    </fieldset>
  );
}

/** A language with nothing in it: says so, and offers every language again. */
export function EmptyInLanguage({ filter, onShowAll }: { filter: Exclude<Filter, 'all'>; onShowAll: () => void }) {
  const { t } = useTranslation();
  const message = filter === 'hi' ? t('libraries.languages.empty.hi') : t('libraries.languages.empty.en');
  return (
    <div className="space-y-3 text-center">
      <EmptyLibrary message={message} />
      <button type="button" onClick={onShowAll} className="btn btn-outline">
        {t('libraries.languages.showAll')}
      </button>
    </div>
  );
}

/**
 * A library's items under its language filter: the filter, then `children` with the items in the
 * chosen language, or the empty state when that language has none.
 */
export function FilteredByLanguage<Item extends Parameters<typeof filterByLanguage>[0][number]>({
  items,
  children,
}: {
  items: Item[];
  children: (shown: Item[]) => ReactNode;
}) {
  const [language, setLanguage] = useLanguageFilter();
  const shown = filterByLanguage(items, language);
  return (
    <>
      <LanguageFilter value={language} onChange={setLanguage} shown={shown.length} total={items.length} />
      {language !== 'all' && shown.length === 0 ? (
        <EmptyInLanguage filter={language} onShowAll={() => setLanguage('all')} />
      ) : (
        children(shown)
      )}
    </>
  );
}
