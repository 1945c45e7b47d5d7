/**
 * Resolves once the browser has a quiet moment (at most `timeoutMs` later): what is loaded after
 * it (animations, the pop-over ad) stays out of the first load and off its main thread.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 200);
  });
}

/**
 * Resolves in a task of its own: the browser may handle input and paint first. The app's start
 * is cut into such tasks so that none is long on a budget phone (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
