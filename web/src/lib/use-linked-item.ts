import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The item a link names in the page's query (a notification's `?test=12`: docs/product.md,
 * "Notifications"), and a ref for its element that brings it into view and gives it the focus
 * once, when it is first on the page, so the learner lands on exactly what the link was about.
 */
export function useLinkedItem(param: string): {
  linkedId: number | null;
  linkedRef: (element: HTMLElement | null) => void;
} {
  const [params] = useSearchParams();
  const raw = params.get(param);
  const linkedId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const done = useRef(false);
  const linkedRef = useCallback((element: HTMLElement | null) => {
    if (!element || done.current) return;
    done.current = true;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, []);
  return { linkedId, linkedRef };
}

/** How an item a link named stands out: a ring that also shows where the focus is. */
export const LINKED_ITEM_CLASS = 'rounded-2xl ring-2 ring-saffron-500 ring-offset-2 outline-none';
