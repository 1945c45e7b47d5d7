import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/ui/Modal';
import { refusalMessage, showServerFieldErrors } from '@/lib/form-errors';
import { openFile } from '../../api/download';
import { type Answer, useEvaluate } from '../../api/evaluation';
import { useUploadProgress } from '../../api/send-form';
import { decimalInput } from '../../rules/form-values';
import { formatDateTime } from '../../rules/india-time';
import { evaluationSchema, type EvaluationValues, MAX_REMARKS } from '../../rules/evaluation-schema';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { AsyncButton } from '../ui/AsyncButton';
import { UploadProgress } from '../ui/UploadProgress';

const FIELDS = ['marks', 'remarks', 'evaluatedPDF'] as const;

/** Marks, remarks and the evaluated PDF for one answer, in a dialog over the queue. */
export function EvaluationDialog({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const titleId = useId();
  const evaluate = useEvaluate();
  const upload = useUploadProgress();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // Correcting an evaluation starts from what was given: its remarks, and its copy unless replaced.
  const hasCopy = Boolean(answer.evaluatedPDF);
  const schema = useMemo(() => evaluationSchema(answer.maximumScore, hasCopy), [answer.maximumScore, hasCopy]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<EvaluationValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      marks: answer.marks === null || answer.marks === undefined ? '' : decimalInput(answer.marks),
      remarks: answer.remarks ?? '',
      evaluatedPDF: null,
    },
  });

  // docs/product.md, "Unsaved changes": Cancel, Escape and leaving the page ask first.
  const guard = useUnsavedChanges(isDirty, `the evaluation of ${answer.learnerName}’s answer`);
  const close = () => guard.confirmLeave(onClose);

  const onSubmit = (values: EvaluationValues) => {
    setServerMessage(null);
    evaluate.mutate(
      {
        uploadId: answer.uploadId,
        marks: values.marks,
        remarks: values.remarks,
        evaluatedPDF: values.evaluatedPDF,
        onProgress: upload.track,
      },
      {
        onSuccess: ({ message }) => {
          upload.done();
          toast.success(message || 'Evaluation saved.');
          guard.allowLeaving();
          onClose();
        },
        onError: (error) => {
          upload.done();
          showServerFieldErrors(error, setError, [...FIELDS]);
          setServerMessage(refusalMessage(error, FIELDS, 'Could not save the evaluation. Please try again.'));
        },
      },
    );
  };

  return (
    <Modal labelledBy={titleId} onClose={evaluate.isPending ? () => undefined : close} panelClassName="max-w-lg p-6">
      <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
        Evaluate {answer.learnerName}’s answer
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Test</dt>
        <dd className="text-navy-950">{answer.testName}</dd>
        <dt className="text-slate-500">Learner</dt>
        <dd className="text-navy-950">
          {answer.learnerName} ({answer.learnerId})
        </dd>
        <dt className="text-slate-500">Uploaded</dt>
        <dd className="text-navy-950">{formatDateTime(answer.uploadedAt)}</dd>
      </dl>
      {answer.answerPDF && (
        <AsyncButton
          action={() => openFile(answer.answerPDF?.file_path ?? '')}
          className="btn btn-outline mt-3 px-4 py-2"
          failure="Could not open the answer."
        >
          Open the answer PDF
        </AsyncButton>
      )}
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="mt-5 space-y-4">
        <TextField
          label={`Marks (out of ${answer.maximumScore})`}
          inputMode="decimal"
          required
          autoComplete="off"
          hint="Up to two decimals, such as 27.5."
          error={errors.marks?.message}
          data-autofocus
          {...register('marks')}
        />
        <FormField
          label="Remarks"
          optional
          error={errors.remarks?.message}
          hint={`Up to ${MAX_REMARKS.toLocaleString('en-IN')} characters; the learner reads them.`}
        >
          {(controlProps) => <textarea rows={4} className="form-input" {...register('remarks')} {...controlProps} />}
        </FormField>
        <Controller
          control={control}
          name="evaluatedPDF"
          render={({ field }) => (
            <FormField
              label="Evaluated PDF"
              required={!hasCopy}
              optional={hasCopy}
              error={errors.evaluatedPDF?.message}
              hint={
                hasCopy
                  ? 'Leave empty to keep the evaluated copy already given.'
                  : 'The answer with your marks and comments.'
              }
            >
              {(controlProps) => (
                <input
                  type="file"
                  accept="application/pdf,.pdf"
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  {...controlProps}
                />
              )}
            </FormField>
          )}
        />
        <UploadProgress progress={upload.progress} />
        <FormAlert message={serverMessage} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={close} disabled={evaluate.isPending}>
            Cancel
          </button>
          <SubmitButton pending={evaluate.isPending} pendingLabel="Saving...">
            Save evaluation
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
