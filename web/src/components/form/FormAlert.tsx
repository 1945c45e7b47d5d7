import { CircleAlert } from 'lucide-react';

/** A form-level failure ("Please fix the errors above.", a server message), announced at once. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  // The live region stays in the page so screen readers announce a message the moment it appears.
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm font-medium text-rose-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
