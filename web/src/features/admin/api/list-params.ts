import type { SortOrder } from '../model/resource';

/** One page of a server-side list: search, filters, order and page, as the admin lists take them. */
export interface ListParams {
  q: string;
  filters: Readonly<Record<string, string>>;
  sort: string;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/** The list's query string (empty values left out, so the server applies its defaults). */
export function listQuery(params: ListParams): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {
    q: params.q.trim() || undefined,
    sort: params.sort || undefined,
    order: params.sort ? params.order : undefined,
    page: params.page,
    pageSize: params.pageSize,
  };
  for (const [name, value] of Object.entries(params.filters)) {
    if (value) query[name] = value;
  }
  return query;
}
