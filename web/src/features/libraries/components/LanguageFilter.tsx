import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { useLanguageFilter } from '../hooks/use-language-filter';
import { useLanguageNames } from '../hooks/use-language-names';
import {
  ALL_LANGUAGES,
  filterByLanguage,
  LANGUAGE_FILTERS,
  type LanguageFilter as Filter,
} from '../rules/content-language';
import { EmptyLibrary } from './LibraryStates';

interface LanguageFilterProps {
  value: Filter;
  onChange: (filter: Filter) => void;
  /** How many items the filter shows, and of how many: said to screen readers as it changes. */
  shown: number;
  total: number;
}

/**
 * A library's language filter (docs/product.md, "Languages of notes, tests and videos"): All
 * languages, then each language of the registry (English, Hindi, Marathi), as one group of radio
 * buttons (Tab reaches it, the arrow keys move between the choices). An item in several languages
 * is under each of them.
 */
export function LanguageFilter({ value, onChange, shown, total }: LanguageFilterProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const languageName = useLanguageNames();
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
            {filter === ALL_LANGUAGES ? t('libraries.languages.filter.all') : languageName(filter)}
          </label>
        ))}
      </div>
      <p role="status" className="sr-only">
        {value === ALL_LANGUAGES
          ? ''
          : t('libraries.languages.showing', { count: shown, total: formatNumber(total, locale) })}
      </p>
    </fieldset>
  );
}

/** A language with nothing in it: says so, and offers every language again. */
export function EmptyInLanguage({ filter, onShowAll }: { filter: Filter; onShowAll: () => void }) {
  const { t } = useTranslation();
  const languageName = useLanguageNames();
  const message = t('libraries.languages.empty.one', { language: languageName(filter) });
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
      {language !== ALL_LANGUAGES && shown.length === 0 ? (
        <EmptyInLanguage filter={language} onShowAll={() => setLanguage(ALL_LANGUAGES)} />
      ) : (
        children(shown)
      )}
    </>
  );
}
