import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { downloadCsv, downloadFile, openFile } from '../api/download';
import { useAuth } from '@/lib/auth/auth-context';
import { staffRoleOf } from '@/lib/auth/staff';
import { type Answer, type AnswerStatus, useAnswers, useEvaluators, useStartEvaluation } from '../api/evaluation';
import { AssigneeSelect } from '../components/evaluation/AssigneeSelect';
import { EvaluationDialog } from '../components/evaluation/EvaluationDialog';
import { DataTable, type TableColumn } from '../components/list/DataTable';
import { FilterTabs } from '../components/list/FilterTabs';
import { TitleCell } from '../components/list/cells';
import { AsyncButton } from '../components/ui/AsyncButton';
import { PageTitle } from '../components/ui/PageTitle';
import { rowAction, rowPrimary } from '../components/ui/row-action';
import { describeStanding, promiseStanding } from '../rules/evaluation-promise';
import { formatDateTime } from '../rules/india-time';
import { EVALUATION_PATH, SECOND_MARKING_PATH } from '../rules/navigation';

const STANDING_LOOK = {
  late: 'bg-rose-50 text-rose-800 ring-rose-600/25',
  soon: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  onTime: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

/** The promised time, and how the answer stands against it now. */
function PromiseCell({ answer, now }: { answer: Answer; now: Date }) {
  const standing = promiseStanding(answer.expectedBy, now);
  return (
    <span className="flex flex-col items-start gap-1 whitespace-nowrap">
      {formatDateTime(answer.expectedBy)}
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STANDING_LOOK[standing.kind]}`}>
        {describeStanding(standing)}
      </span>
      {answer.evaluationStartedAt && <span className="text-xs text-slate-600">Being evaluated</span>}
    </span>
  );
}

const STATUS_FILTER = {
  name: 'status',
  label: 'Answers',
  tabs: true,
  choices: [
    { value: 'pending', label: 'Awaiting evaluation' },
    { value: 'late', label: 'Running late' },
    { value: 'evaluated', label: 'Evaluated' },
  ],
};

function pdfButton(label: string, path: string | undefined, open: boolean, who: string) {
  if (!path) return null;
  return (
    <AsyncButton
      action={() => (open ? openFile(path) : downloadFile(path))}
      className={rowAction}
      failure="Could not fetch the file."
      label={`${label} of ${who}`}
    >
      {label}
    </AsyncButton>
  );
}

/** Who evaluates each answer; admins change it here. */
function assigneeColumn(people: readonly { id: number; name: string }[]): TableColumn<Answer> {
  return { label: 'Evaluator', render: (answer) => <AssigneeSelect answer={answer} people={people} /> };
}

function columnsFor(status: AnswerStatus, now: Date): TableColumn<Answer>[] {
  const columns: TableColumn<Answer>[] = [
    { label: 'Learner', render: (answer) => <TitleCell title={answer.learnerName} detail={answer.learnerId} /> },
    { label: 'Test', render: (answer) => <TitleCell title={answer.testName} detail={answer.seriesName} /> },
    {
      label: 'Uploaded',
      render: (answer) => <span className="whitespace-nowrap">{formatDateTime(answer.uploadedAt)}</span>,
    },
  ];
  if (status === 'evaluated') {
    columns.push(
      {
        label: 'Marks',
        className: 'text-right tabular-nums whitespace-nowrap',
        render: (answer) => `${answer.marks ?? '—'} / ${answer.maximumScore}`,
      },
      {
        label: 'Evaluated',
        render: (answer) => <span className="whitespace-nowrap">{formatDateTime(answer.evaluatedAt)}</span>,
      },
    );
  } else {
    columns.push(
      { label: 'Promised by', render: (answer) => <PromiseCell answer={answer} now={now} /> },
      {
        label: 'Out of',
        className: 'text-right tabular-nums whitespace-nowrap',
        render: (answer) => answer.maximumScore,
      },
    );
  }
  return columns;
}

/** The tests that have answers in the list, for the test filter. */
function testChoices(answers: readonly Answer[]) {
  const tests = new Map<number, string>();
  for (const answer of answers) tests.set(answer.testId, answer.testName);
  return [...tests]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Mains answers: the queue awaiting evaluation (oldest first), and those already evaluated. */
export function EvaluationPage() {
  const testSelectId = useId();
  const evaluatorSelectId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status: AnswerStatus = asked === 'evaluated' || asked === 'late' ? asked : 'pending';
  const testId = searchParams.get('testId') ?? '';
  const evaluatorFilter = searchParams.get('evaluator') ?? '';
  const admin = staffRoleOf(useAuth().user?.role) === 'admin';
  const evaluators = useEvaluators(admin);
  const answers = useAnswers(status);
  const startEvaluation = useStartEvaluation();
  const [evaluating, setEvaluating] = useState<Answer | null>(null);
  // The list's moment: standings are judged when the list arrived (it refetches as it goes stale).
  const now = useMemo(() => new Date(answers.dataUpdatedAt), [answers.dataUpdatedAt]);
  const all = answers.data ?? [];
  const rows = all.filter(
    (answer) =>
      (!testId || String(answer.testId) === testId) &&
      (!evaluatorFilter || String(answer.assignedTo?.id ?? 'none') === evaluatorFilter),
  );

  const setParam = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === 'status') next.delete('testId');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageTitle
        title="Mains answers"
        description="Open a learner’s answer, then upload the evaluated PDF with the marks. Oldest uploads come first, each with the time its learner was promised."
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <FilterTabs filter={STATUS_FILTER} value={status} onChange={(value) => setParam('status', value)} />
        <AsyncButton
          action={() => downloadCsv('/v1/admin/mains/answers.csv', 'mains-answers.csv', { status: 'all' })}
          className="btn btn-outline py-2 text-sm"
          failure="Could not download the report."
          label="Download CSV of every answer’s status and age"
        >
          Download CSV
        </AsyncButton>
      </div>
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor={testSelectId} className="text-sm font-medium text-slate-700">
          Test
        </label>
        <select
          id={testSelectId}
          className="form-input form-select w-auto max-w-full py-2 text-sm sm:max-w-md"
          value={testId}
          onChange={(event) => setParam('testId', event.target.value)}
        >
          <option value="">All tests</option>
          {testChoices(all).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {admin && (
        <div className="mb-4 flex items-center gap-2">
          <label htmlFor={evaluatorSelectId} className="text-sm font-medium text-slate-700">
            Evaluator
          </label>
          <select
            id={evaluatorSelectId}
            className="form-input form-select w-auto max-w-full py-2 text-sm sm:max-w-md"
            value={evaluatorFilter}
            onChange={(event) => setParam('evaluator', event.target.value)}
          >
            <option value="">Everyone</option>
            <option value="none">Unassigned</option>
            {(evaluators.data ?? []).map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <DataTable
        caption={status === 'pending' ? 'Answers awaiting evaluation' : 'Evaluated answers'}
        columns={admin ? [...columnsFor(status, now), assigneeColumn(evaluators.data ?? [])] : columnsFor(status, now)}
        rows={rows}
        rowKey={(answer) => answer.uploadId}
        status={answers.status}
        error={answers.error}
        onRetry={() => void answers.refetch()}
        empty={status === 'pending' ? 'Nothing awaits evaluation. Well done!' : 'No evaluated answers yet.'}
        actions={(answer) => (
          <>
            {pdfButton('Open', answer.answerPDF?.file_path, true, `${answer.learnerName}’s answer`)}
            {pdfButton('Download', answer.answerPDF?.file_path, false, `${answer.learnerName}’s answer`)}
            {status === 'evaluated' &&
              pdfButton('Evaluated PDF', answer.evaluatedPDF?.file_path, true, answer.learnerName)}
            {answer.markingAgain ? (
              // Its second marker marks it blind on their own screen (docs/product.md, "Second marking").
              <Link to={SECOND_MARKING_PATH} className={rowPrimary}>
                Mark again, blind
                <span className="sr-only">
                  {' '}
                  {answer.learnerName}’s answer to {answer.testName}
                </span>
              </Link>
            ) : (
              <>
                <Link to={`${EVALUATION_PATH}/${answer.uploadId}`} className={rowPrimary}>
                  Annotate
                  <span className="sr-only">
                    {' '}
                    {answer.learnerName}’s answer to {answer.testName}
                  </span>
                </Link>
                <button
                  type="button"
                  className={rowAction}
                  onClick={() => {
                    // The learner now reads 'Being evaluated'; the first opening is the one recorded.
                    if (!answer.evaluationStartedAt && status === 'pending') startEvaluation.mutate(answer.uploadId);
                    setEvaluating(answer);
                  }}
                >
                  {status === 'pending' ? 'Upload evaluated PDF' : 'Upload again'}
                  <span className="sr-only">
                    {' '}
                    {answer.learnerName}’s answer to {answer.testName}
                  </span>
                </button>
              </>
            )}
          </>
        )}
      />
      {evaluating && <EvaluationDialog answer={evaluating} onClose={() => setEvaluating(null)} />}
    </>
  );
}
