import { createContext, useCallback, useContext, useEffect, useId } from 'react';

/**
 * What the console's frame (UnsavedChangesProvider) knows of its forms: which have unsaved
 * changes, and how to ask before one is left (docs/product.md, "Unsaved changes").
 */
export interface UnsavedChangesRegistry {
  /** The form `key` has unsaved changes to `what` ("this prelims test"), or none (null). */
  mark: (key: string, what: string | null) => void;
  /**
   * Runs `leave` once staff say yes to 'Leave without saving?' about `what`; with `what` null,
   * about every form with unsaved changes, and at once when there is none.
   */
  confirm: (what: string | null, leave: () => void) => void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

export interface UnsavedChangesGuard {
  /** Runs `leave` (a Cancel, a dialog's Escape) at once, or after staff confirm while there are unsaved changes. */
  confirmLeave: (leave: () => void) => void;
  /** The changes were saved: what follows (going to the saved record, closing the dialog) does not ask. */
  allowLeaving: () => void;
}

/**
 * Guards a console form: while `dirty`, leaving it (a link, Back, the browser's back, closing the
 * tab, or the form's own Cancel and Escape through confirmLeave) asks first. `what` names what
 * would be lost, after 'Your changes to': "this prelims test", "the libraries".
 */
export function useUnsavedChanges(dirty: boolean, what: string): UnsavedChangesGuard {
  const registry = useRegistry();
  const key = useId();
  const { mark, confirm } = registry;

  useEffect(() => {
    mark(key, dirty ? what : null);
    return () => mark(key, null);
  }, [mark, key, dirty, what]);

  const allowLeaving = useCallback(() => mark(key, null), [mark, key]);
  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirty) leave();
      // Confirmed, the way out (Cancel going back to the list) does not ask a second time.
      else
        confirm(what, () => {
          allowLeaving();
          leave();
        });
    },
    [confirm, allowLeaving, dirty, what],
  );
  return { confirmLeave, allowLeaving };
}

/**
 * For a dialog that holds a form of its own (a lead's panel around its ResourceForm): closes
 * through this, which asks first while any form has unsaved changes.
 */
export function useConfirmLeave(): (leave: () => void) => void {
  const { confirm } = useRegistry();
  return useCallback((leave: () => void) => confirm(null, leave), [confirm]);
}

function useRegistry(): UnsavedChangesRegistry {
  const registry = useContext(UnsavedChangesContext);
  if (!registry) throw new Error('A console form needs an UnsavedChangesProvider around it (AdminLayout has one).');
  return registry;
}
