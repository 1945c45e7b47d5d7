import { type ReactNode, type SubmitEvent, useId } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';

interface QuestionFormDialogProps {
  title: string;
  intro: string;
  /** The form's fields. */
  children: ReactNode;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** While the form is being sent it cannot be closed. */
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  failure: string | null;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
}

/**
 * The frame of a learner's form about one question of their review ('Report an error',
 * 'Challenge the key'): a modal dialog (focus kept inside, Escape closes, focus back to the
 * opener) with a title, a line on what happens, the fields, the server's refusal and Cancel/Send.
 */
export function QuestionFormDialog({
  title,
  intro,
  children,
  onSubmit,
  onClose,
  pending,
  failure,
  cancelLabel,
  submitLabel,
  pendingLabel,
}: QuestionFormDialogProps) {
  const titleId = `${useId()}-title`;
  const close = pending ? () => undefined : onClose;
  return (
    <Modal labelledBy={titleId} onClose={close} panelClassName="max-w-lg">
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6">
        <div>
          <h2 id={titleId} className="font-display text-xl font-bold text-navy-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        <CloseButton onClick={close} className="-mt-1 -mr-2" />
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4 px-5 pb-6 sm:px-6">
        {children}
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={close} disabled={pending}>
            {cancelLabel}
          </button>
          <SubmitButton pending={pending} pendingLabel={pendingLabel} className="btn btn-primary">
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
