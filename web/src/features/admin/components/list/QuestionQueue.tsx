import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';

interface QuestionQueueProps<T> {
  /** The queue's questions as the console's call answers them. */
  query: UseQueryResult<readonly T[]>;
  /** What the queue holds, as in "Loading the …" and "Could not load the …". */
  noun: string;
  /** The list's name for screen readers ("Reported questions"). */
  label: string;
  /** The skeleton cards' height class while it loads, as tall as a card it stands for. */
  cardHeight: string;
  /** Said when the queue is empty. */
  empty: string;
  children: (question: T) => ReactNode;
}

/**
 * A console queue of questions learners wrote about (reported errors, challenged keys): a card
 * per question, with its loading, failing and empty states said the same way in both.
 */
export function QuestionQueue<T>({ query, noun, label, cardHeight, empty, children }: QuestionQueueProps<T>) {
  if (query.isPending) {
    return (
      <LoadingStatus label={`Loading the ${noun}`} className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className={cardHeight} />
        ))}
      </LoadingStatus>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        message={errorMessage(query.error, `Could not load the ${noun}.`)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <p className="card px-6 py-10 text-center text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-4" aria-label={label}>
      {query.data.map(children)}
    </ol>
  );
}
