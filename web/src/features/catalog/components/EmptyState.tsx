import { SearchX } from 'lucide-react';

/** A list with nothing to show: the fixed sentence for this list (docs/product.md, "Messages"). */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX className="size-7 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700">{message}</p>
    </div>
  );
}
