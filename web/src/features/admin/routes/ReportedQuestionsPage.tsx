import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { Modal } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/api-client';
import { adminKeys } from '../api/keys';
import { useQuestions } from '../api/questions';
import {
  REPORT_KINDS,
  type ReportKind,
  type ReportStatus,
  type ReportedQuestion,
  type StaffReport,
  useReportedQuestions,
} from '../api/question-reports';
import { FilterTabs } from '../components/list/FilterTabs';
import { NoteItem, NotedQuestionCard } from '../components/list/NotedQuestion';
import { QuestionQueue } from '../components/list/QuestionQueue';
import { QuestionDialog } from '../components/questions/QuestionDialog';
import { CloseReportsDialog } from '../components/reports/CloseReportsDialog';
import { Badge, type BadgeTone } from '../components/ui/Badge';
import { PageTitle } from '../components/ui/PageTitle';
import { rowAction, rowPrimary } from '../components/ui/row-action';
import { formatDateTime } from '../rules/india-time';

const STATUS_FILTER = {
  name: 'status',
  label: 'Reports',
  tabs: true,
  choices: [
    { value: 'open', label: 'Open' },
    { value: 'resolved', label: 'Resolved' },
    { value: 'dismissed', label: 'Dismissed' },
  ],
};

const KIND_LABEL: Record<ReportKind, string> = {
  wrong_key: 'Wrong answer key',
  translation: 'Translation mismatch',
  typo: 'Typo',
  other: 'Other',
};

const KIND_TONE: Record<ReportKind, BadgeTone> = {
  wrong_key: 'red',
  translation: 'blue',
  typo: 'amber',
  other: 'grey',
};

function statusOf(value: string | null): ReportStatus {
  return value === 'resolved' || value === 'dismissed' ? value : 'open';
}

function ReportItem({ report }: { report: StaffReport }) {
  const closed =
    report.status === 'open'
      ? null
      : `${report.status === 'resolved' ? 'Resolved' : 'Dismissed'}${report.resolvedBy ? ` by ${report.resolvedBy}` : ''}${
          report.resolvedAt ? `, ${formatDateTime(report.resolvedAt)}` : ''
        }.`;
  return (
    <NoteItem
      badge={<Badge tone={KIND_TONE[report.kind]}>{KIND_LABEL[report.kind]}</Badge>}
      learnerName={report.learnerName}
      learnerEmail={report.learnerEmail}
      at={report.updatedAt}
      words={report.note}
      noWords="No note."
      closed={closed}
      reply={report.reply}
    />
  );
}

function ReportedQuestionCard({
  question,
  status,
  onEdit,
  onClose,
}: {
  question: ReportedQuestion;
  status: ReportStatus;
  onEdit: () => void;
  onClose: (status: 'resolved' | 'dismissed') => void;
}) {
  return (
    <NotedQuestionCard
      question={question}
      badges={
        <>
          {REPORT_KINDS.filter((kind) => question.counts[kind] > 0).map((kind) => (
            <Badge key={kind} tone={KIND_TONE[kind]}>
              {KIND_LABEL[kind]}: {question.counts[kind]}
            </Badge>
          ))}
          {question.keyCorrectedAt && (
            <Badge tone="green">Key corrected {formatDateTime(question.keyCorrectedAt)}</Badge>
          )}
          <span className="text-xs text-slate-500">Last reported {formatDateTime(question.latestAt)}</span>
        </>
      }
      actions={
        <>
          <button type="button" className={rowAction} onClick={onEdit}>
            Edit question
            <span className="sr-only">
              {' '}
              {question.number} of {question.testName}
            </span>
          </button>
          {status === 'open' && (
            <>
              <button type="button" className={rowPrimary} onClick={() => onClose('resolved')}>
                Resolve<span className="sr-only"> the reports of question {question.number}</span>
              </button>
              <button type="button" className={rowAction} onClick={() => onClose('dismissed')}>
                Dismiss<span className="sr-only"> the reports of question {question.number}</span>
              </button>
            </>
          )}
        </>
      }
      notesHeading={`${question.total === 1 ? '1 report' : `${question.total} reports`}, newest first`}
      notes={question.reports.map((report) => (
        <ReportItem key={report.id} report={report} />
      ))}
    />
  );
}

/** The question editor of the question bank, opened on a reported question once its test's questions load. */
function EditReportedQuestion({
  testId,
  questionId,
  onClose,
}: {
  testId: number;
  questionId: number;
  onClose: () => void;
}) {
  const questions = useQuestions(testId);
  const question = questions.data?.find((candidate) => candidate.id === questionId);
  const failed = questions.isError || (questions.isSuccess && !question);
  useEffect(() => {
    if (!failed) return;
    toast.error(errorMessage(questions.error, 'Could not open the question. It may have been removed.'));
    onClose();
  }, [failed, questions.error, onClose]);
  if (question) return <QuestionDialog testId={testId} question={question} onClose={onClose} />;
  if (failed) return null;
  return (
    <Modal labelledBy="reported-question-loading" onClose={onClose} panelClassName="max-w-sm p-6">
      <h2 id="reported-question-loading" className="font-display text-lg font-bold text-navy-900">
        Opening the question
      </h2>
      <LoadingStatus label="Loading the question" className="mt-3">
        <Skeleton className="h-16" />
      </LoadingStatus>
    </Modal>
  );
}

type Closing = { question: ReportedQuestion; status: 'resolved' | 'dismissed' } | null;

/**
 * Learners' reports of errors in questions, per question (docs/product.md, "Reporting an error in a
 * question"): staff correct the question with the question bank's editor (a changed answer key
 * re-scores every attempt), then resolve or dismiss its reports with a reply the learners read.
 */
export function ReportedQuestionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const reported = useReportedQuestions(status);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ReportedQuestion | null>(null);
  const [closing, setClosing] = useState<Closing>(null);

  const setStatus = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'open') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );

  const stopEditing = () => {
    setEditing(null);
    // A corrected key shows on the cards.
    void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
  };

  return (
    <>
      <PageTitle
        title="Reported questions"
        description="Errors learners flagged from their review, per question, the most recently reported first. Correct the question with Edit question (a changed answer key re-scores every attempt), then resolve or dismiss its reports: the reply is shown to the learners who reported it."
      />
      <FilterTabs filter={STATUS_FILTER} value={status} onChange={setStatus} />
      <QuestionQueue
        query={reported}
        noun="reported questions"
        label="Reported questions"
        cardHeight="h-40"
        empty={status === 'open' ? 'No open reports. Well done!' : `No ${status} reports.`}
      >
        {(question) => (
          <ReportedQuestionCard
            key={question.questionId}
            question={question}
            status={status}
            onEdit={() => setEditing(question)}
            onClose={(closeAs) => setClosing({ question, status: closeAs })}
          />
        )}
      </QuestionQueue>
      {editing && (
        <EditReportedQuestion testId={editing.testId} questionId={editing.questionId} onClose={stopEditing} />
      )}
      {closing && (
        <CloseReportsDialog question={closing.question} status={closing.status} onClose={() => setClosing(null)} />
      )}
    </>
  );
}
