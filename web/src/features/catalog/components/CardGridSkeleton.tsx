import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';

/** Six skeleton cards while a listing loads. */
export const LISTING_SKELETON_COUNT = 6;

export const cardGridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label} className={cardGridClass}>
      {Array.from({ length: LISTING_SKELETON_COUNT }, (_, index) => (
        <div key={index} data-testid="skeleton-card" className="card overflow-hidden">
          <Skeleton className="aspect-video rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-4 h-10 w-full rounded-full" />
          </div>
        </div>
      ))}
    </LoadingStatus>
  );
}
