import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks first (spec section 4). Browsers show their
 * own wording and ignore the spec's text (kept so it is said where it belongs).
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
