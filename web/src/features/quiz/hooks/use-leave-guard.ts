import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks first (docs/product.md, "The test screen").
 * Browsers show their own wording and ignore our text (kept so it is said where it belongs).
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
