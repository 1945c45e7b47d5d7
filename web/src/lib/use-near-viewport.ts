import { type RefCallback, useCallback, useState } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport:
 * content far down a page can then load its code and data only when the reader gets close.
 */
export function useNearViewport<T extends Element>(rootMargin = '800px'): [RefCallback<T>, boolean] {
  // A browser without IntersectionObserver gets the content at once; the server renders what a
  // browser first draws (src/server), which is far.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );

  return [ref, near];
}
