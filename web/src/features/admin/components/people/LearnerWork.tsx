import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { type LearnerAnswer, type LearnerAttempt, useLearnerAnswers, useLearnerAttempts } from '../../api/people';
import { EVALUATION_PATH, resourcePath } from '../../rules/navigation';
import { DataTable, type TableColumn } from '../list/DataTable';
import { DateTimeCell } from '../list/cells';
import { Pagination } from '../list/Pagination';
import { PAGE_SIZES } from '../list/use-list-state';
import { Badge, type BadgeTone } from '../ui/Badge';

const marks = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

// How an attempt ended, and where an answer stands (docs/product.md, "A learner in the console").
const ATTEMPT_STATUSES: Record<string, [string, BadgeTone]> = {
  in_progress: ['In progress', 'blue'],
  finishing: ['Finishing', 'blue'],
  submitted: ['Submitted', 'green'],
  time_up: ['Time up', 'green'],
  late: ['Late', 'amber'],
};
const ANSWER_STATUSES: Record<string, [string, BadgeTone]> = {
  waiting: ['Waiting', 'grey'],
  'being evaluated': ['Being evaluated', 'blue'],
  late: ['Late', 'red'],
  evaluated: ['Evaluated', 'green'],
};

function StatusBadge({ status, known }: { status: string; known: Record<string, [string, BadgeTone]> }) {
  const [label, tone] = known[status] ?? [status, 'grey'];
  return <Badge tone={tone}>{label}</Badge>;
}

function Score({ score, out }: { score: number | null | undefined; out: number }) {
  if (score === null || score === undefined) return <span className="text-slate-400">—</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {marks.format(score)} / {marks.format(out)}
    </span>
  );
}

const PRELIMS_TESTS = resourcePath('prelims-tests');

const ATTEMPT_COLUMNS: TableColumn<LearnerAttempt>[] = [
  {
    label: 'Test',
    render: (attempt) => (
      <>
        <Link
          to={`${PRELIMS_TESTS}/${attempt.testId}`}
          className="font-medium text-navy-800 underline-offset-2 hover:underline"
        >
          {attempt.testName}
        </Link>
        <span className="block text-xs text-slate-600">Attempt {attempt.attemptNo}</span>
      </>
    ),
  },
  { label: 'Started', render: (attempt) => <DateTimeCell value={attempt.startedAt} /> },
  { label: 'Submitted', render: (attempt) => <DateTimeCell value={attempt.submittedAt} /> },
  { label: 'Score', render: (attempt) => <Score score={attempt.score} out={attempt.totalMarks} /> },
  {
    label: 'Rank',
    render: (attempt) =>
      attempt.rank ? (
        <span className="tabular-nums">{attempt.rank}</span>
      ) : (
        <span className="text-slate-600">{attempt.ranked ? '—' : 'Not ranked'}</span>
      ),
  },
  { label: 'Status', render: (attempt) => <StatusBadge status={attempt.status} known={ATTEMPT_STATUSES} /> },
];

const ANSWER_COLUMNS: TableColumn<LearnerAnswer>[] = [
  { label: 'Test', render: (answer) => <span className="font-medium text-navy-900">{answer.testName}</span> },
  { label: 'Uploaded', render: (answer) => <DateTimeCell value={answer.uploadedAt} /> },
  { label: 'Status', render: (answer) => <StatusBadge status={answer.status} known={ANSWER_STATUSES} /> },
  { label: 'Marks', render: (answer) => <Score score={answer.marks} out={answer.maximumScore} /> },
  {
    label: 'Evaluator',
    render: (answer) => answer.evaluator ?? <span className="text-slate-400">Not assigned</span>,
  },
];

/** Page and page size kept in the page's own state: two lists on one page cannot share the address's. */
function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  return {
    page,
    pageSize,
    onPage: setPage,
    onPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

/** A page of a learner's work as the console's API answers it, and the query's state. */
interface WorkQuery<Row> {
  data?: { items: Row[]; total: number };
  status: 'pending' | 'error' | 'success';
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData: boolean;
}

/** One list of the learner's work under its heading, paged on its own. */
function WorkList<Row>({
  title,
  paging,
  list,
  columns,
  rowKey,
  empty,
  actions,
}: {
  title: string;
  paging: ReturnType<typeof usePaging>;
  list: WorkQuery<Row>;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => number;
  empty: string;
  actions?: (row: Row) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-display text-lg font-bold text-navy-900">
        {title}
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={list.data?.items}
        rowKey={rowKey}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={empty}
        refreshing={list.isPlaceholderData}
        actions={actions}
      />
      {list.data && list.data.total > PAGE_SIZES[0] && <Pagination total={list.data.total} {...paging} />}
    </section>
  );
}

/** The learner's prelims attempts, paged, each linked to its test in the console. */
export function AttemptsSection({ learnerId }: { learnerId: number }) {
  const paging = usePaging();
  const list = useLearnerAttempts(learnerId, paging.page, paging.pageSize);
  return (
    <WorkList
      title="Prelims attempts"
      paging={paging}
      list={list}
      columns={ATTEMPT_COLUMNS}
      rowKey={(attempt) => attempt.id}
      empty="No prelims attempts."
    />
  );
}

/** The learner's mains answers, paged, each opening its evaluation screen. */
export function AnswersSection({ learnerId }: { learnerId: number }) {
  const paging = usePaging();
  const list = useLearnerAnswers(learnerId, paging.page, paging.pageSize);
  return (
    <WorkList
      title="Mains answers"
      paging={paging}
      list={list}
      columns={ANSWER_COLUMNS}
      rowKey={(answer) => answer.uploadId}
      empty="No mains answers."
      actions={(answer) => (
        <Link
          to={`${EVALUATION_PATH}/${answer.uploadId}`}
          className="btn btn-outline px-3 py-1.5 text-sm whitespace-nowrap"
        >
          {answer.status === 'evaluated' ? 'Open evaluation' : 'Evaluate'}
          <span className="sr-only"> {answer.testName}</span>
        </Link>
      )}
    />
  );
}
