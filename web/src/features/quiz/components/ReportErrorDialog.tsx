import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useReportQuestion } from '../api/report-question';
import { type QuestionReport, REPORT_KINDS, type ReportKind } from '../api/schemas';
import {
  isReportKind,
  REPORT_NOTE_MAX,
  reportFormSchema,
  type ReportFormValues,
  reportFormValues,
} from '../rules/report-schema';
import { QuestionFormDialog } from './QuestionFormDialog';

/** Each kind's label and hint, as literal keys so TypeScript checks them. */
const KIND_TEXT = {
  wrong_key: { label: 'report.dialog.kinds.wrong_key.label', hint: 'report.dialog.kinds.wrong_key.hint' },
  translation: { label: 'report.dialog.kinds.translation.label', hint: 'report.dialog.kinds.translation.hint' },
  typo: { label: 'report.dialog.kinds.typo.label', hint: 'report.dialog.kinds.typo.hint' },
  other: { label: 'report.dialog.kinds.other.label', hint: 'report.dialog.kinds.other.hint' },
} as const satisfies Record<ReportKind, { label: string; hint: string }>;

const SERVER_FIELDS = ['kind', 'note'] as const;

interface ReportErrorDialogProps {
  questionId: number;
  /** The question's number in the test, as the review shows it. */
  number: number;
  /** The learner's latest report of the question: an open one is edited, not repeated. */
  report?: QuestionReport | null;
  onClose: () => void;
}

/**
 * 'Report an error' (docs/product.md, "Reporting an error in a question"): what is wrong (a radio
 * group: wrong answer key, translation mismatch, typo, other) and a note, optional except for
 * Other. Sent, it closes with a toast; refused, it stays open and says why.
 */
export function ReportErrorDialog({ questionId, number, report, onClose }: ReportErrorDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const kindErrorId = `${id}-kind-error`;
  const send = useReportQuestion();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => reportFormSchema(t), [t]);
  const defaults = reportFormValues(report);
  const editing = report?.status === 'open';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });

  const onSubmit = (values: ReportFormValues) => {
    if (!isReportKind(values.kind)) return;
    setFailure(null);
    send.mutate(
      { questionId, kind: values.kind, note: values.note },
      {
        onSuccess: ({ message }) => {
          // The server's message is in the learner's language already.
          toast.success(message || t('report.dialog.sent'));
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, SERVER_FIELDS);
          setFailure(errorMessage(error, t('report.dialog.failed')));
        },
      },
    );
  };

  const kindError = errors.kind?.message;
  // Focus opens on the chosen kind (editing) or the first one.
  const focusKind = isReportKind(defaults.kind) ? defaults.kind : REPORT_KINDS[0];
  return (
    <QuestionFormDialog
      title={t('report.dialog.title', { number })}
      intro={t('report.dialog.intro')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      onClose={onClose}
      pending={send.isPending}
      failure={failure}
      cancelLabel={t('report.dialog.cancel')}
      submitLabel={editing ? t('report.dialog.update') : t('report.dialog.send')}
      pendingLabel={t('report.dialog.sending')}
    >
      <fieldset aria-describedby={kindError ? kindErrorId : undefined}>
        <legend className="text-sm font-medium text-navy-900">
          {t('report.dialog.kindLegend')}
          <span aria-hidden="true" className="ml-0.5 text-rose-600">
            *
          </span>
        </legend>
        <div className="mt-2 space-y-2">
          {REPORT_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 px-3.5 py-2.5 has-checked:border-navy-500 has-checked:bg-navy-50"
            >
              <input
                type="radio"
                value={kind}
                aria-invalid={kindError ? true : undefined}
                aria-describedby={`${id}-${kind}-hint`}
                className="mt-1 size-4 shrink-0 accent-navy-800"
                data-autofocus={kind === focusKind ? true : undefined}
                {...register('kind')}
              />
              <span>
                <span className="block font-medium text-navy-950">{t(KIND_TEXT[kind].label)}</span>
                <span id={`${id}-${kind}-hint`} className="block text-sm text-slate-600">
                  {t(KIND_TEXT[kind].hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {kindError && (
          <p id={kindErrorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{kindError}</span>
          </p>
        )}
      </fieldset>
      <FormField label={t('report.dialog.note')} hint={t('report.dialog.noteHint')} error={errors.note?.message}>
        {(controlProps) => (
          <textarea
            rows={4}
            maxLength={REPORT_NOTE_MAX}
            className="form-input"
            {...register('note')}
            {...controlProps}
          />
        )}
      </FormField>
    </QuestionFormDialog>
  );
}
