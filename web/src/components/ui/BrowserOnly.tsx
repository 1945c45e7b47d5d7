import { type ReactNode, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * What the browser alone draws (the pop-over ad). A page rendered by the server (internal/pages)
 * has none of it, and the app must first draw exactly what the server drew before it adds
 * anything. Kept in a component of its own because React re-renders a component whose store
 * snapshot differs from the server's at once, in one task: placed in the layout, that was the
 * whole page, about 170 ms of a budget phone's main thread (docs/performance.md).
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  const drawn = useSyncExternalStore(neverChanges, inBrowser, onServer);
  return drawn ? children : null;
}
