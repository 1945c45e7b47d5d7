import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ALL_LANGUAGES, isLanguageFilter, type LanguageFilter } from '../rules/content-language';

/** The address's query parameter that keeps a library's language filter. */
const PARAM = 'language';

/**
 * A library's language filter, kept in the address (?language=hi) so that a reload, the Back
 * button and a shared link keep it. Changing it replaces the history entry and keeps the
 * navigation state the library page was opened with.
 */
export function useLanguageFilter(): [LanguageFilter, (filter: LanguageFilter) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get(PARAM);
  const filter: LanguageFilter = isLanguageFilter(raw) ? raw : ALL_LANGUAGES;
  const state: unknown = location.state;
  const choose = useCallback(
    (next: LanguageFilter) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === ALL_LANGUAGES) updated.delete(PARAM);
          else updated.set(PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true, state },
      );
    },
    [setParams, state],
  );
  return [filter, choose];
}
