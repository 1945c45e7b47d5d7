import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../api/list-params';
import type { FilterSpec, SortOrder } from '../../model/resource';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 25;
const NO_FILTERS: readonly FilterSpec[] = [];

interface ListStateOptions {
  defaultSort?: { sort: string; order: SortOrder };
  filters?: readonly FilterSpec[];
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * A list's search, filters, order and page live in the address (?q=&page=&sort=...), so the
 * back button, a reload and a link sent to a colleague all show the same page of the list.
 */
export function useListState({ defaultSort, filters = NO_FILTERS }: ListStateOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ListParams>(() => {
    const values: Record<string, string> = {};
    for (const filter of filters) {
      // Tabs always have one chosen: the first, until another is.
      const fallback = filter.tabs ? (filter.choices?.[0]?.value ?? '') : '';
      values[filter.name] = searchParams.get(filter.name) ?? fallback;
    }
    const pageSize = positiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE);
    return {
      q: searchParams.get('q') ?? '',
      filters: values,
      sort: searchParams.get('sort') ?? defaultSort?.sort ?? '',
      order: (searchParams.get('order') ?? defaultSort?.order) === 'desc' ? 'desc' : 'asc',
      page: positiveInt(searchParams.get('page'), 1),
      pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
    };
  }, [searchParams, filters, defaultSort]);

  /** Changes some parameters; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return {
    params,
    setSearch: useCallback((q: string) => update({ q }), [update]),
    setFilter: useCallback((name: string, value: string) => update({ [name]: value }), [update]),
    setPage: useCallback((page: number) => update({ page: page > 1 ? String(page) : null }), [update]),
    setPageSize: useCallback((size: number) => update({ size: String(size) }), [update]),
    /** A header click: by that column ascending, or the other way when it is already the order. */
    toggleSort: useCallback(
      (sort: string) => {
        const order = params.sort === sort && params.order === 'asc' ? 'desc' : 'asc';
        update({ sort, order });
      },
      [params.sort, params.order, update],
    ),
  };
}

export type ListState = ReturnType<typeof useListState>;
