import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { PAGE_SIZES } from './use-list-state';

interface PaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const count = new Intl.NumberFormat('en-IN');

/** "26–50 of 120", Previous and Next, and how many rows a page holds. */
export function Pagination({ total, page, pageSize, onPage, onPageSize }: PaginationProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sizeId} className="text-slate-600">
          Rows
        </label>
        <select
          id={sizeId}
          className="form-input form-select w-auto py-1.5 text-sm"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-outline px-3 py-1.5"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </button>
        <span className="whitespace-nowrap">
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="btn btn-outline px-3 py-1.5"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
