import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { staffRoleOf } from '@/lib/auth/staff';
import { openFile } from '../api/download';
import {
  type SecondMarking,
  type SecondMarkingStatus,
  useEvaluatorStats,
  useMarkAgain,
  useSecondMarkings,
} from '../api/evaluation';
import { DataTable, type TableColumn } from '../components/list/DataTable';
import { FilterTabs } from '../components/list/FilterTabs';
import { useUnsavedChanges } from '../components/form/use-unsaved-changes';
import { TitleCell } from '../components/list/cells';
import { AsyncButton } from '../components/ui/AsyncButton';
import { Badge } from '../components/ui/Badge';
import { PageTitle } from '../components/ui/PageTitle';
import { rowAction } from '../components/ui/row-action';
import { formatDateTime } from '../rules/india-time';

const STATUS_FILTER = {
  name: 'status',
  label: 'Copies',
  tabs: true,
  choices: [
    { value: 'open', label: 'To mark' },
    { value: 'flagged', label: 'Flagged for a senior' },
    { value: 'all', label: 'All' },
  ],
};

/** The second evaluator's marks for one copy: a field and a button, then the copy leaves the list. */
export function MarkAgainCell({ copy }: { copy: SecondMarking }) {
  const id = useId();
  const [marks, setMarks] = useState('');
  const markAgain = useMarkAgain();
  // docs/product.md, "Unsaved changes": marks typed but not saved (once saved, the copy leaves the list).
  useUnsavedChanges(marks.trim() !== '' && !markAgain.isSuccess, 'the second marks');
  if (copy.secondMarks !== null) return <span>{copy.secondMarks}</span>;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        markAgain.mutate(
          { uploadId: copy.uploadId, marks },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error, 'Could not save the marks.')),
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        Your marks for {copy.learnerId}’s answer to {copy.testName}, out of {copy.maximumScore}
      </label>
      <input
        id={id}
        className="form-input w-20 py-1.5 text-sm"
        inputMode="decimal"
        value={marks}
        onChange={(event) => setMarks(event.target.value)}
      />
      <button type="submit" className="btn btn-navy py-1.5 text-sm" disabled={markAgain.isPending}>
        Save marks
      </button>
    </form>
  );
}

function columnsFor(admin: boolean): TableColumn<SecondMarking>[] {
  const columns: TableColumn<SecondMarking>[] = [
    {
      label: 'Answer',
      render: (copy) => <TitleCell title={copy.testName} detail={`${copy.seriesName} · ${copy.learnerId}`} />,
    },
    { label: 'Sent', render: (copy) => <span className="whitespace-nowrap">{formatDateTime(copy.requestedAt)}</span> },
    { label: 'Out of', className: 'text-right tabular-nums whitespace-nowrap', render: (copy) => copy.maximumScore },
  ];
  if (admin) {
    columns.push(
      {
        label: 'First',
        // Hidden from the admin who marks the copy again until their marks are in: they mark blind.
        render: (copy) =>
          copy.yoursToMark ? 'Hidden until you mark' : `${copy.firstMarks ?? '—'} (${copy.firstEvaluator ?? '—'})`,
      },
      { label: 'Second', render: (copy) => `${copy.secondMarks ?? '—'} (${copy.secondEvaluator ?? '—'})` },
      {
        label: 'Result',
        render: (copy) =>
          copy.resolvedAt ? (
            <Badge tone="blue">Settled by a senior</Badge>
          ) : copy.markedAt ? (
            <Badge tone={copy.flagged ? 'red' : 'green'}>{copy.flagged ? 'Flagged' : 'Agrees'}</Badge>
          ) : (
            <Badge tone="grey">Waiting</Badge>
          ),
      },
    );
  }
  // Whoever marks a copy again enters their marks here, an admin too (docs/product.md, "Second marking").
  columns.push({
    label: 'Your marks',
    render: (copy) => (!admin || copy.yoursToMark ? <MarkAgainCell copy={copy} /> : '—'),
  });
  return columns;
}

/**
 * Second marking (docs/product.md, "Second marking"): evaluators mark again, blind, the copies sent
 * to them; admins see every copy, the flagged ones, and each evaluator's figures beside the others'.
 */
export function SecondMarkingPage() {
  const admin = staffRoleOf(useAuth().user?.role) === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status: SecondMarkingStatus = admin && (asked === 'flagged' || asked === 'all') ? asked : 'open';
  const copies = useSecondMarkings(status);
  return (
    <>
      <PageTitle
        title="Second marking"
        description={
          admin
            ? 'A share of each evaluator’s copies is marked again, blind, by another evaluator of the series. A gap over the series’ threshold flags the copy for a senior.'
            : 'Mark these answers as you would any other: you do not see the first evaluator’s marks.'
        }
      />
      {admin && (
        <FilterTabs
          filter={STATUS_FILTER}
          value={status}
          onChange={(value) => setSearchParams({ status: value }, { replace: true })}
        />
      )}
      <DataTable
        caption="Copies in second marking"
        columns={columnsFor(admin)}
        rows={copies.data ?? []}
        rowKey={(copy) => copy.uploadId}
        status={copies.status}
        error={copies.error}
        onRetry={() => void copies.refetch()}
        empty={status === 'flagged' ? 'No copy is flagged.' : 'No copies to mark again.'}
        actions={(copy) =>
          copy.answerPDF ? (
            <AsyncButton
              action={() => openFile(copy.answerPDF?.file_path ?? '')}
              className={rowAction}
              failure="Could not fetch the file."
              label={`Open ${copy.learnerId}’s answer to ${copy.testName}`}
            >
              Open answer
            </AsyncButton>
          ) : null
        }
      />
      {admin && <EvaluatorFigures />}
    </>
  );
}

/** Each evaluator's average marks and turnaround over 90 days, beside the others'. */
function EvaluatorFigures() {
  const stats = useEvaluatorStats(true);
  return (
    <section aria-labelledby="evaluator-figures" className="mt-8">
      <h2 id="evaluator-figures" className="mb-3 font-display text-lg font-bold text-navy-900">
        Evaluators, last 90 days
      </h2>
      <DataTable
        caption="Evaluators’ figures"
        columns={[
          { label: 'Evaluator', render: (row) => row.evaluator.name },
          { label: 'Evaluated', className: 'text-right tabular-nums', render: (row) => row.evaluated },
          { label: 'Average marks', className: 'text-right tabular-nums', render: (row) => `${row.averagePercent}%` },
          {
            label: 'Average turnaround',
            className: 'text-right tabular-nums',
            render: (row) => `${row.averageTurnaroundHours} h`,
          },
          { label: 'Marked again', className: 'text-right tabular-nums', render: (row) => row.secondMarked },
          { label: 'Flagged', className: 'text-right tabular-nums', render: (row) => row.flagged },
        ]}
        rows={stats.data ?? []}
        rowKey={(row) => row.evaluator.id}
        status={stats.status}
        error={stats.error}
        onRetry={() => void stats.refetch()}
        empty="No evaluations in the last 90 days."
      />
    </section>
  );
}
