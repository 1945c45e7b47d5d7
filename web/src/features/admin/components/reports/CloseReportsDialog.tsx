import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Modal } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/api-client';
import { type CloseReportsInput, type ReportedQuestion, useCloseReports } from '../../api/question-reports';
import { useUnsavedChanges } from '../form/use-unsaved-changes';

const REPLY_MAX = 1000;

const WORDING = {
  resolved: {
    title: (number: number) => `Resolve the reports of question ${number}`,
    intro: 'The question was wrong and is now fixed (or the learners were right). Correct it first with Edit question.',
    confirm: 'Resolve',
    pending: 'Resolving...',
  },
  dismissed: {
    title: (number: number) => `Dismiss the reports of question ${number}`,
    intro: 'The question stands as it is. Say why, so the learners understand.',
    confirm: 'Dismiss',
    pending: 'Dismissing...',
  },
} as const;

interface CloseReportsDialogProps {
  question: ReportedQuestion;
  status: CloseReportsInput['status'];
  onClose: () => void;
}

/**
 * Resolves or dismisses every open report of a question with one reply, which the learners who
 * reported it read in their review (docs/product.md, "Reporting an error in a question").
 */
export function CloseReportsDialog({ question, status, onClose }: CloseReportsDialogProps) {
  const titleId = useId();
  const close = useCloseReports();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const wording = WORDING[status];
  // docs/product.md, "Unsaved changes": a reply typed but not sent; Cancel and Escape ask first.
  const guard = useUnsavedChanges(reply.trim() !== '', `the reply to the reports of question ${question.number}`);
  const dismiss = close.isPending ? () => undefined : () => guard.confirmLeave(onClose);
  const count = question.reports.length;

  return (
    <Modal labelledBy={titleId} onClose={dismiss} panelClassName="max-w-lg p-6">
      <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
        {wording.title(question.number)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {question.testName} · {count === 1 ? '1 open report' : `${count} open reports`}. {wording.intro}
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          close.mutate(
            { questionId: question.questionId, status, reply },
            {
              onSuccess: (answer) => {
                toast.success(answer.message ?? 'Done.');
                guard.allowLeaving();
                onClose();
              },
              onError: (failure) => setError(errorMessage(failure, 'Could not update the reports. Please try again.')),
            },
          );
        }}
      >
        <FormField
          label="Reply to the learners"
          optional
          hint="Shown in their review of the test, beside the question. At most 1,000 characters."
        >
          {(controlProps) => (
            <textarea
              rows={4}
              maxLength={REPLY_MAX}
              className="form-input"
              data-autofocus
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              {...controlProps}
            />
          )}
        </FormField>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={dismiss} disabled={close.isPending}>
            Cancel
          </button>
          <SubmitButton pending={close.isPending} pendingLabel={wording.pending}>
            {wording.confirm}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
