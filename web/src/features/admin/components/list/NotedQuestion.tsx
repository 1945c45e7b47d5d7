import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../rules/india-time';
import { questionBankPath } from '../../rules/navigation';
import { excerpt } from '../../rules/plain-text';
import { rowAction } from '../ui/row-action';

/**
 * A question with learners' notes about it, as the console's queues show it (docs/product.md,
 * "Reporting an error in a question"): reports of errors and challenges of the key are one
 * mechanism with two kinds, so 'Reported questions' and 'Key challenges' list their questions
 * in this one card: the test and the question's number, its text, the kind's counts, the way to
 * the question bank beside the kind's actions, and each learner's note. What a kind adds (a
 * challenge's options and decision) comes as `children` and `after`.
 */
export function NotedQuestionCard({
  question,
  excerptLength,
  badges,
  actions,
  notesHeading,
  notes,
  children,
  after,
}: {
  question: { questionId: number; testId: number; testName: string; number: number; description: string };
  excerptLength?: number;
  /** The counts of the question's notes, and what else staff should see at a glance. */
  badges: ReactNode;
  /** The kind's buttons beside 'Question bank'. */
  actions?: ReactNode;
  /** Read by screen readers before the notes: how many, in which order. */
  notesHeading: string;
  /** The notes, as NoteItem. */
  notes: ReactNode;
  /** What the kind shows between the question and its notes. */
  children?: ReactNode;
  /** What the kind shows after the notes: the decision on the open ones. */
  after?: ReactNode;
}) {
  return (
    <li className="card p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-base font-bold text-navy-900">
            {question.testName} · Question {question.number}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{excerpt(question.description, excerptLength)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">{badges}</div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5 self-start">
          {actions}
          <Link to={questionBankPath(question.testId)} className={rowAction}>
            Question bank<span className="sr-only"> of {question.testName}</span>
          </Link>
        </div>
      </div>
      {children}
      <h3 className="sr-only">{notesHeading}</h3>
      <ul className="mt-3 space-y-2">{notes}</ul>
      {after}
    </li>
  );
}

/**
 * One learner's note in a queue: its badge, who sent it and when, their words (or `noWords`), and
 * once staff have closed it, how (`closed`) with the reply.
 */
export function NoteItem({
  badge,
  learnerName,
  learnerEmail,
  at,
  words,
  noWords,
  closed,
  reply,
}: {
  badge: ReactNode;
  learnerName: string;
  learnerEmail: string;
  at: string;
  words: string;
  noWords?: string;
  /** How staff closed it, who and when ('Resolved by …, 30 Nov 2026.'); null while it is open. */
  closed: string | null;
  reply: string;
}) {
  return (
    <li className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {badge}
        <span className="font-medium text-navy-900">{learnerName}</span>
        <span className="text-slate-500">{learnerEmail}</span>
        <span className="ml-auto text-xs whitespace-nowrap text-slate-500">{formatDateTime(at)}</span>
      </div>
      {words ? (
        <p className="mt-1.5 whitespace-pre-line text-slate-800">{words}</p>
      ) : (
        <p className="mt-1.5 text-slate-500 italic">{noWords}</p>
      )}
      {closed !== null && (
        <p className="mt-2 border-t border-slate-200 pt-2 text-slate-700">
          <span className="font-semibold">{closed}</span>{' '}
          {reply ? <span className="whitespace-pre-line">Reply: {reply}</span> : 'No reply.'}
        </p>
      )}
    </li>
  );
}
