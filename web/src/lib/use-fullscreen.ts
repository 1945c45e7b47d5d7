import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's full-screen state (the Fullscreen API), for screens where distractions cost the
 * learner: a test. Not every browser allows it (iPhone Safari does not for pages), so callers
 * show their toggle only when `supported`.
 */
function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isActive = () => document.fullscreenElement !== null;
const isSupported = () => document.fullscreenEnabled;

/** Asks for full screen; a refusal (no user gesture, a policy) just leaves the page as it is. */
export function enterFullscreen(): void {
  if (!isSupported() || isActive()) return;
  document.documentElement.requestFullscreen().catch(() => undefined);
}

export function exitFullscreen(): void {
  if (!isActive()) return;
  document.exitFullscreen().catch(() => undefined);
}

export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isActive, () => false);
  const supported = useSyncExternalStore(subscribe, isSupported, () => false);
  const toggle = useCallback(() => {
    if (isActive()) exitFullscreen();
    else enterFullscreen();
  }, []);
  return { supported, active, toggle };
}
