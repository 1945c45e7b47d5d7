import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  /** The label while the call runs, e.g. 'Saving...'. */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}

/** A submit button that shows a spinner and its busy label, and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'btn btn-navy',
  disabled,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
