import { Lock } from 'lucide-react';
import { useId } from 'react';

interface LockedActionsProps {
  /** The buttons' labels, e.g. ['Explanation PDF', 'Discussion Video']. */
  labels: readonly string[];
  /** Why they are locked and when they open, e.g. 'Available after you submit the test'. */
  hint: string;
}

/**
 * Files or videos the learner cannot have yet: disabled buttons and, on its own line of the
 * row they sit in, the reason. The reason is each button's description, so screen readers hear
 * why as well as what.
 */
export function LockedActions({ labels, hint }: LockedActionsProps) {
  const hintId = useId();
  return (
    <>
      {labels.map((label) => (
        <button key={label} type="button" disabled aria-describedby={hintId} className="btn btn-outline">
          <Lock className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
      <p id={hintId} className="flex basis-full items-center gap-1.5 text-xs text-slate-600">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
        {hint}
      </p>
    </>
  );
}
