import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/ui/Modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The label while the call runs, e.g. "Deleting...". */
  pendingLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** The server's refusal (a 409's message), shown in the dialog so the reason is read where it was asked. */
  error?: string | null;
  /** A red button for what cannot be undone; navy for reversible changes. */
  destructive?: boolean;
}

/**
 * Asks before a destructive or significant action: an accessible modal dialog (focus kept
 * inside, Escape closes) whose Cancel has the focus, so Enter alone never deletes anything.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onClose,
  pending,
  error,
  destructive = true,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={pending ? () => undefined : onClose} panelClassName="max-w-md p-6">
      <div className="flex items-start gap-3">
        <span
          className={`grid size-10 shrink-0 place-items-center rounded-full ${destructive ? 'bg-rose-100 text-rose-700' : 'bg-navy-100 text-navy-800'}`}
        >
          <TriangleAlert className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg font-bold text-navy-900">
            {title}
          </h2>
          <div className="mt-2 text-sm text-slate-700">{children}</div>
        </div>
      </div>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={pending} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={destructive ? 'btn bg-rose-700 text-white shadow-sm hover:bg-rose-800' : 'btn btn-navy'}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
