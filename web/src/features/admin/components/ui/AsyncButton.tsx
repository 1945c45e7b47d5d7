import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';

interface AsyncButtonProps {
  /** The work the click starts (a download); its failure becomes a toast with the server's reason. */
  action: () => Promise<void>;
  children: ReactNode;
  className?: string;
  failure: string;
  /** An accessible name when the visible label is only an icon or too short. */
  label?: string;
}

/** A button for a call that returns nothing to show (downloads): busy while it runs, a toast if it fails. */
export function AsyncButton({ action, children, className = 'btn btn-outline', failure, label }: AsyncButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    action()
      .catch((error: unknown) => toast.error(errorMessage(error, failure)))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={className}
      onClick={run}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
    >
      {busy && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {children}
    </button>
  );
}
