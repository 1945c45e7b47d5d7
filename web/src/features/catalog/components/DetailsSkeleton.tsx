import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';

/** The details page while its subscription loads. */
export function DetailsSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label} className="container-page py-8 sm:py-12">
      <Skeleton className="h-5 w-36" />
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-4">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-6 h-10 w-40" />
          <Skeleton className="h-12 w-44 rounded-full" />
        </div>
        <Skeleton className="aspect-video w-full" />
      </div>
      <div className="mt-10 max-w-3xl space-y-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </LoadingStatus>
  );
}
