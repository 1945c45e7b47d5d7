import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The address's query parameter that narrows a GS paper's rankings to those who qualified in CSAT. */
const PARAM = 'qualified';

/**
 * Whether the rankings show only those who qualified in the paired CSAT paper (docs/product.md,
 * "CSAT"), kept in the address (?qualified=1) so that a reload, the Back button and a shared link
 * keep it. `search` is the page's own query (see usePageLocation). Changing it replaces the history
 * entry and keeps the navigation state the page was opened with.
 */
export function useQualifiedOnly(search: string): [boolean, (next: boolean) => void] {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const qualified = new URLSearchParams(search).get(PARAM) === '1';
  const state: unknown = location.state;
  const choose = useCallback(
    (next: boolean) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(PARAM, '1');
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true, preventScrollReset: true, state },
      );
    },
    [setParams, state],
  );
  return [qualified, choose];
}
