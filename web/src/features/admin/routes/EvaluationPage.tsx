import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadFile, openFile } from '../api/download';
import { type Answer, type AnswerStatus, useAnswers } from '../api/evaluation';
import { EvaluationDialog } from '../components/evaluation/EvaluationDialog';
import { DataTable, type TableColumn } from '../components/list/DataTable';
import { FilterTabs } from '../components/list/FilterTabs';
import { TitleCell } from '../components/list/cells';
import { AsyncButton } from '../components/ui/AsyncButton';
import { PageTitle } from '../components/ui/PageTitle';
import { rowAction, rowPrimary } from '../components/ui/row-action';
import { formatDateTime } from '../rules/india-time';

const STATUS_FILTER = {
  name: 'status',
  label: 'Answers',
  tabs: true,
  choices: [
    { value: 'pending', label: 'Awaiting evaluation' },
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

function columnsFor(status: AnswerStatus): TableColumn<Answer>[] {
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
    columns.push({ label: 'Out of', className: 'text-right tabular-nums', render: (answer) => answer.maximumScore });
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
  const [searchParams, setSearchParams] = useSearchParams();
  const status: AnswerStatus = searchParams.get('status') === 'evaluated' ? 'evaluated' : 'pending';
  const testId = searchParams.get('testId') ?? '';
  const answers = useAnswers(status);
  const [evaluating, setEvaluating] = useState<Answer | null>(null);
  const all = answers.data ?? [];
  const rows = testId ? all.filter((answer) => String(answer.testId) === testId) : all;

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
        description="Open a learner’s answer, then upload the evaluated PDF with the marks. Oldest uploads come first."
      />
      <FilterTabs filter={STATUS_FILTER} value={status} onChange={(value) => setParam('status', value)} />
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
      <DataTable
        caption={status === 'pending' ? 'Answers awaiting evaluation' : 'Evaluated answers'}
        columns={columnsFor(status)}
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
            <button type="button" className={rowPrimary} onClick={() => setEvaluating(answer)}>
              {status === 'pending' ? 'Evaluate' : 'Re-evaluate'}
              <span className="sr-only">
                {' '}
                {answer.learnerName}’s answer to {answer.testName}
              </span>
            </button>
          </>
        )}
      />
      {evaluating && <EvaluationDialog answer={evaluating} onClose={() => setEvaluating(null)} />}
    </>
  );
}
