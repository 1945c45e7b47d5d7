import { Inbox } from 'lucide-react';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';

/** An empty library: its fixed sentence (docs/product.md, "Messages") in a quiet box. */
export function EmptyLibrary({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700">{message}</p>
    </div>
  );
}

/** Six placeholder cards while a library loads. */
export function LibraryGridSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="card overflow-hidden">
          <Skeleton className="aspect-video rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-9 w-40 rounded-full" />
          </div>
        </div>
      ))}
    </LoadingStatus>
  );
}
