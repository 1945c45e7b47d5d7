import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FilterSpec } from '../../model/resource';
import { DataTable, type TableColumn } from './DataTable';
import { FilterSelect } from './FilterSelect';
import { FilterTabs } from './FilterTabs';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import type { ListState } from './use-list-state';

interface Page<Row> {
  items: Row[];
  total: number;
}

interface ResourceTableProps<Row> {
  /** Names the table, and what its empty and loading states talk about ("Subscriptions"). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  state: ListState;
  query: UseQueryResult<Page<Row>>;
  rowKey: (row: Row) => string | number;
  /** The search box's label; no search box without it. */
  search?: string;
  filters?: readonly FilterSpec[];
  actions?: (row: Row) => ReactNode;
  /** More controls in the toolbar (Export CSV). */
  toolbar?: ReactNode;
}

/**
 * The console's one list: search, filters, server-side sorting and paging, all kept in the
 * address by useListState, over any paged admin call (resources, learners, orders).
 */
export function ResourceTable<Row>({
  caption,
  columns,
  state,
  query,
  rowKey,
  search,
  filters = [],
  actions,
  toolbar,
}: ResourceTableProps<Row>) {
  const { params } = state;
  const tabs = filters.filter((filter) => filter.tabs);
  const selects = filters.filter((filter) => !filter.tabs);
  const narrowed = params.q !== '' || selects.some((filter) => params.filters[filter.name]);
  const noun = caption.toLowerCase();

  return (
    <div>
      {tabs.map((filter) => (
        <FilterTabs
          key={filter.name}
          filter={filter}
          value={params.filters[filter.name] ?? ''}
          onChange={(value) => state.setFilter(filter.name, value)}
        />
      ))}
      {(search || selects.length > 0 || toolbar) && (
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {search && <SearchBox label={search} value={params.q} onSearch={state.setSearch} />}
          {selects.map((filter) => (
            <FilterSelect
              key={filter.name}
              filter={filter}
              value={params.filters[filter.name] ?? ''}
              onChange={(value) => state.setFilter(filter.name, value)}
            />
          ))}
          {toolbar && <div className="flex flex-wrap gap-2 sm:ml-auto">{toolbar}</div>}
        </div>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.items}
        rowKey={rowKey}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={narrowed ? `No ${noun} match this search or filter.` : `No ${noun} yet.`}
        sort={{ sort: params.sort, order: params.order, onSort: state.toggleSort }}
        actions={actions}
        refreshing={query.isPlaceholderData}
      />
      {query.data && query.data.total > 0 && (
        <Pagination
          total={query.data.total}
          page={params.page}
          pageSize={params.pageSize}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
        />
      )}
    </div>
  );
}
