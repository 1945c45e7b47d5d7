import { X } from 'lucide-react';
import { AnimatePresence, m } from 'motion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SmartLink } from '@/components/ui/SmartLink';
import { fileUrl } from '@/lib/file-url';
import { useLoggedError } from '@/lib/log';
import { usePopoverAds } from '../api/get-popover-ads';

const SEEN_KEY = 'aspirant.popoverAdSeen';
/** Let the page settle first, so the ad never competes with the first look at the content. */
const SHOW_AFTER_MS = 1500;

function wasSeenThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeenThisVisit(): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Without session storage the ad may show again on the next page load: harmless.
  }
}

/**
 * The pop-over ad: a small card in the bottom-left corner, once per visit (sessionStorage),
 * closed by its button or Escape. It is not modal: the page stays usable and focus is not taken.
 */
export function PopoverAd() {
  const { data: ads, error } = usePopoverAds();
  useLoggedError(error, 'Failed to load pop-over ads');
  const [alreadySeen] = useState(wasSeenThisVisit);
  const [visible, setVisible] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const ad = ads?.[0];

  useEffect(() => {
    if (!ad || alreadySeen) return;
    const timer = window.setTimeout(() => {
      setVisible(true);
      markSeenThisVisit();
    }, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [ad, alreadySeen]);

  const close = useCallback(() => {
    // If the learner had tabbed into the card, hand focus back to the page instead of losing it.
    if (cardRef.current?.contains(document.activeElement)) document.getElementById('main-content')?.focus();
    setVisible(false);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, close]);

  return (
    <AnimatePresence>
      {visible && ad && (
        <m.div
          ref={cardRef}
          role="complementary"
          aria-label="Advertisement"
          initial={{ opacity: 0, y: 24, scale: 0.96 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          exit={{ opacity: 0, y: 16, scale: 0.96 }}
          transition={{ duration: 0.25, ease: 'easeOut' }}
          // Phones get a slim strip (small picture beside the text) so little of the page is covered;
          // wider screens a square card.
          className="fixed inset-x-3 bottom-3 z-40 flex items-center overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 sm:inset-x-auto sm:bottom-4 sm:left-4 sm:block sm:w-68"
        >
          <button
            type="button"
            onClick={close}
            aria-label="Close advertisement"
            className="absolute top-1.5 right-1.5 z-10 grid size-8 place-items-center rounded-full bg-white/90 text-navy-900 shadow ring-1 ring-slate-900/10 transition hover:bg-white sm:top-2 sm:right-2"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
          <img
            src={fileUrl(ad.image)}
            alt={ad.title}
            width={600}
            height={600}
            className="aspect-square w-24 shrink-0 object-cover sm:w-full"
          />
          <div className="flex min-w-0 flex-1 flex-col items-start gap-2 py-2 pr-10 pl-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:p-3">
            <p className="line-clamp-3 text-sm leading-snug font-semibold text-navy-900">{ad.title}</p>
            {ad.redirect_url && (
              <SmartLink to={ad.redirect_url} onClick={close} className="btn btn-primary shrink-0 px-3 py-1.5 text-xs">
                View
                <span className="sr-only">: {ad.title}</span>
              </SmartLink>
            )}
          </div>
        </m.div>
      )}
    </AnimatePresence>
  );
}
