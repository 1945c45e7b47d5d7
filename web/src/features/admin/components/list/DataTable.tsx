import { ArrowDown, ArrowUp, ArrowUpDown, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import type { SortOrder } from '../../model/resource';

export interface TableColumn<Row> {
  label: string;
  /** The server's sort key, when the list can be ordered by this column. */
  sort?: string;
  render: (row: Row) => ReactNode;
  className?: string;
}

export interface TableSort {
  sort: string;
  order: SortOrder;
  onSort: (sort: string) => void;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers ("Subscriptions"). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  /** What an empty list says ("No subscriptions match 'csat'."). */
  empty: ReactNode;
  sort?: TableSort;
  /** The buttons of a row (Edit, Delete), in a last column. */
  actions?: (row: Row) => ReactNode;
  /** A newer page is on its way while these rows are shown. */
  refreshing?: boolean;
}

function SortHeader<Row>({ column, sort }: { column: TableColumn<Row>; sort: TableSort }) {
  const active = sort.sort === column.sort;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => column.sort && sort.onSort(column.sort)}
      className="-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold tracking-wide uppercase hover:bg-slate-200/70 hover:text-navy-950"
    >
      {column.label}
      <Icon className={`size-3.5 ${active ? 'text-navy-800' : 'text-slate-400'}`} aria-hidden="true" />
    </button>
  );
}

/**
 * The console's table: a real <table> (screen readers announce rows and columns), sortable
 * headers as buttons with aria-sort, and the loading, error and empty states every list needs.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  error,
  onRetry,
  empty,
  sort,
  actions,
  refreshing,
}: DataTableProps<Row>) {
  if (status === 'pending') {
    return (
      <LoadingStatus label={`Loading ${caption.toLowerCase()}`} className="card space-y-3 p-4">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </LoadingStatus>
    );
  }
  if (status === 'error') {
    return <SectionError message={errorMessage(error, `Could not load ${caption.toLowerCase()}.`)} onRetry={onRetry} />;
  }
  if (!rows || rows.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-2 px-6 py-12 text-center text-slate-600">
        <Inbox className="size-8 text-slate-400" aria-hidden="true" />
        <p>{empty}</p>
      </div>
    );
  }
  return (
    <div className={`card overflow-x-auto transition-opacity ${refreshing ? 'opacity-60' : ''}`} aria-busy={refreshing}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => {
              const active = sort && column.sort && sort.sort === column.sort;
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={`border-b border-slate-200 px-2.5 py-2.5 font-semibold ${column.className ?? ''}`}
                  aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sort && column.sort ? <SortHeader column={column} sort={sort} /> : column.label}
                </th>
              );
            })}
            {actions && (
              <th
                scope="col"
                className="sticky right-0 border-b border-slate-200 bg-slate-50 px-2.5 py-2.5 text-right font-semibold"
              >
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-middle hover:bg-slate-50/70">
              {columns.map((column) => (
                <td key={column.label} className={`px-2.5 py-2.5 text-slate-800 ${column.className ?? ''}`}>
                  {column.render(row)}
                </td>
              ))}
              {actions && (
                // Kept in view when a wide table scrolls sideways (phones, many columns).
                <td className="sticky right-0 bg-white px-2.5 py-2 shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]">
                  <div className="flex items-center justify-end gap-1.5">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
