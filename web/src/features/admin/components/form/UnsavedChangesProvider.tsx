import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { UnsavedChangesContext, type UnsavedChangesRegistry } from './use-unsaved-changes';

/** "this subscription", "this subscription and the libraries", "a, b and c". */
export function joinedWhats(whats: readonly string[]): string {
  if (whats.length <= 1) return whats[0] ?? 'this page';
  return `${whats.slice(0, -1).join(', ')} and ${whats[whats.length - 1]}`;
}

/** A way out of the page that moves to another page, not one that only re-renders it. */
const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * The console's one guard of unsaved changes (docs/product.md, "Unsaved changes"): every form
 * marks itself here (useUnsavedChanges), and while any has changes, moving to another page (a
 * sidebar link, Back, the browser's back button) waits for 'Leave without saving?', and closing or
 * reloading the tab gets the browser's own question. One router blocker for the whole console: a
 * router keeps only one, and a subscription's page has three forms.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // By form, what it would lose; a ref too, read by the blocker at the moment of leaving.
  const [unsaved, setUnsaved] = useState<ReadonlyMap<string, string>>(new Map());
  const unsavedNow = useRef(unsaved);
  const [asking, setAsking] = useState<{ what: string; leave: () => void } | null>(null);

  const mark = useCallback((key: string, what: string | null) => {
    const previous = unsavedNow.current;
    if ((previous.get(key) ?? null) === what) return;
    const next = new Map(previous);
    if (what === null) next.delete(key);
    else next.set(key, what);
    unsavedNow.current = next;
    setUnsaved(next);
  }, []);
  const confirm = useCallback((what: string | null, leave: () => void) => {
    const whats = what === null ? [...unsavedNow.current.values()] : [what];
    if (whats.length === 0) {
      leave();
      return;
    }
    const forgetAll = () => {
      unsavedNow.current = new Map();
      setUnsaved(unsavedNow.current);
    };
    // Leaving every form (a dialog around one closes): none of them asks again on the way out.
    const leaveAll = () => {
      forgetAll();
      leave();
    };
    setAsking({ what: joinedWhats(whats), leave: what === null ? leaveAll : leave });
  }, []);
  const registry = useMemo<UnsavedChangesRegistry>(() => ({ mark, confirm }), [mark, confirm]);

  const blocker = useBlocker(useCallback((args) => unsavedNow.current.size > 0 && leavesThePage(args), []));
  const anyUnsaved = unsaved.size > 0;
  useEffect(() => {
    if (!anyUnsaved) return;
    // Browsers show their own words for this, whatever the page says.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyUnsaved]);

  const blocked = blocker.state === 'blocked';
  const question = blocked ? joinedWhats([...unsaved.values()]) : asking?.what;
  const stay = () => (blocked ? blocker.reset() : setAsking(null));
  const leave = () => {
    if (blocked) {
      blocker.proceed();
      return;
    }
    asking?.leave();
    setAsking(null);
  };

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {question !== undefined && (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave without saving"
          pendingLabel="Leaving..."
          onConfirm={leave}
          onClose={stay}
          pending={false}
        >
          <p>Your changes to {question} will be lost.</p>
        </ConfirmDialog>
      )}
    </UnsavedChangesContext.Provider>
  );
}
