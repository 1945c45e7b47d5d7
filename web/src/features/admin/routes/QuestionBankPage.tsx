import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import toast from 'react-hot-toast';
import { RichText } from '@/components/ui/RichText';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { languageRow } from '@/i18n/languages';
import { errorMessage } from '@/lib/api-client';
import { type AdminQuestion, useDeleteQuestion, useQuestions } from '../api/questions';
import { useRecord } from '../api/resources';
import { PreviewAction } from '../components/list/PreviewAction';
import { ImportPanel } from '../components/questions/ImportPanel';
import { QuestionDialog } from '../components/questions/QuestionDialog';
import { BackLink } from '@/components/ui/BackLink';
import { Badge } from '../components/ui/Badge';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { PageTitle } from '../components/ui/PageTitle';
import { rowAction, rowDanger } from '../components/ui/row-action';
import { numberOf, textOf } from '../model/record';
import { versionsOf } from '../rules/import-preview';
import { resourcePath } from '../rules/navigation';
import { oneLine } from '../rules/plain-text';
import { optionLetter } from '../rules/question-schema';
import { countOf } from '../rules/words';

function QuestionCard({
  question,
  onEdit,
  onDelete,
}: {
  question: AdminQuestion;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="card p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <p className="font-display text-sm font-bold text-saffron-700">Q{question.position}</p>
        <div className="min-w-0 flex-1">
          <RichText html={question.shown.description} className="font-medium text-navy-950" />
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {question.shown.options.map((option, index) => {
              const correct = index + 1 === question.correct;
              return (
                <li
                  key={index}
                  className={`flex items-start gap-2 rounded-lg px-2.5 py-1.5 text-sm ${correct ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-600/20' : 'text-slate-700'}`}
                >
                  <span className="font-semibold">{optionLetter(index + 1)}.</span>
                  <RichText html={option} className="min-w-0 flex-1" />
                  {correct && (
                    <>
                      <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span className="sr-only">(correct)</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex flex-wrap gap-2">
            {question.topic && <Badge tone="blue">{question.topic}</Badge>}
            <Badge tone="grey">{question.difficulty}</Badge>
            {versionsOf(question.translations).map(([language]) => (
              <Badge key={language} tone="green">
                {languageRow(language).englishName} version
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 gap-1.5">
          <button type="button" className={rowAction} onClick={onEdit}>
            Edit<span className="sr-only"> question {question.position}</span>
          </button>
          <button type="button" className={rowDanger} onClick={onDelete}>
            Delete<span className="sr-only"> question {question.position}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function DeleteQuestion({
  testId,
  question,
  onClose,
}: {
  testId: number;
  question: AdminQuestion;
  onClose: () => void;
}) {
  const remove = useDeleteQuestion(testId);
  return (
    <ConfirmDialog
      title={`Delete question ${question.position}?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'Could not delete the question.') : null}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(question.id, {
          onSuccess: () => {
            toast.success('Question deleted.');
            onClose();
          },
        })
      }
    >
      <p>“{oneLine(question.description).slice(0, 140)}” and its options will be deleted. This cannot be undone.</p>
    </ConfirmDialog>
  );
}

type Editing = { question: AdminQuestion | null } | null;

/** A prelims test's questions: read, add, change and delete them, or import a CSV of them. */
export function QuestionBankPage() {
  const testId = Number(useParams().id);
  const test = useRecord('prelims-tests', Number.isInteger(testId) && testId > 0 ? testId : null);
  const questions = useQuestions(testId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const listPath = resourcePath('prelims-tests') ?? '/admin';
  const attempts = numberOf(test.data, 'attempt_count') ?? 0;

  return (
    <>
      <PageTitle
        title={test.data ? `Questions: ${textOf(test.data, 'name')}` : 'Question bank'}
        description={
          attempts > 0
            ? `Learners have sat this test ${attempts} times: questions can be corrected (a changed answer key re-scores every attempt), but not added or removed, and each keeps its number of options.`
            : 'Questions appear to learners in this order.'
        }
        back={
          <BackLink to={listPath} className="mb-3">
            All prelims tests
          </BackLink>
        }
        actions={
          <>
            {test.data && <PreviewAction test={test.data} look="button" />}
            {/* A sat test takes no new questions: the server refuses them, so the console does not offer them. */}
            {attempts === 0 && (
              <button type="button" className="btn btn-navy" onClick={() => setEditing({ question: null })}>
                <Plus className="size-4" aria-hidden="true" />
                Add question
              </button>
            )}
          </>
        }
      />
      <div className="space-y-6">
        {attempts === 0 && <ImportPanel testId={testId} />}
        <section aria-label="Questions">
          {questions.isPending ? (
            <LoadingStatus label="Loading the questions" className="space-y-3">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} className="h-32" />
              ))}
            </LoadingStatus>
          ) : questions.isError ? (
            <SectionError
              message={errorMessage(questions.error, 'Could not load the questions.')}
              onRetry={() => void questions.refetch()}
            />
          ) : questions.data.length === 0 ? (
            <p className="card px-6 py-10 text-center text-slate-600">
              No questions yet: add one, or import a CSV file.
            </p>
          ) : (
            <>
              <h2 className="mb-3 text-sm font-semibold text-slate-600">
                {countOf(questions.data.length, 'question', 'questions')}
              </h2>
              <ol className="space-y-3">
                {questions.data.map((question) => (
                  <QuestionCard
                    key={question.id}
                    question={question}
                    onEdit={() => setEditing({ question })}
                    onDelete={() => setDeleting(question)}
                  />
                ))}
              </ol>
            </>
          )}
        </section>
      </div>
      {editing && <QuestionDialog testId={testId} question={editing.question} onClose={() => setEditing(null)} />}
      {deleting && <DeleteQuestion testId={testId} question={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
