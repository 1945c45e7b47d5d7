import type { ReactNode } from 'react';

interface SkeletonProps {
  className?: string;
}

/** A grey shimmering block standing in for content that is loading. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-slate-200/80 ${className}`} />;
}

interface LoadingStatusProps {
  /** What screen readers hear once, e.g. "Loading courses"; the skeleton blocks stay silent. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** Wraps a section's skeleton placeholders and announces the loading to assistive tech. */
export function LoadingStatus({ label, className, children }: LoadingStatusProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
