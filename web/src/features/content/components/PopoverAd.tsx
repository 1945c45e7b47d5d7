import { X } from 'lucide-react';
import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SmartLink } from '@/components/ui/SmartLink';
import { responsiveImage } from '@/lib/file-url';
import { useLoggedError } from '@/lib/log';
import { translated } from '@/lib/translated';
import { usePopoverAds } from '../api/get-popover-ads';
import {
  AD_MARGIN,
  AD_AVOIDS,
  type AdSpot,
  adAllowedOn,
  adSpots,
  type Box,
  chooseAdSpot,
  dayInIndia,
  POPOVER_AD_SEEN_KEY,
  shownToday,
} from '../rules/popover-ad';

/** Let the page settle first, so the ad never competes with the first look at the content. */
const SHOW_AFTER_MS = 1500;

function seenDay(): string | null {
  try {
    return window.localStorage.getItem(POPOVER_AD_SEEN_KEY);
  } catch {
    return null;
  }
}

function markSeenToday(): void {
  try {
    window.localStorage.setItem(POPOVER_AD_SEEN_KEY, dayInIndia(new Date()));
  } catch {
    // Without storage the ad may show again on the next visit today: harmless.
  }
}

function boxOf(element: Element): Box {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

/** The page's controls on screen, whose boxes the ad must stay off. */
function controlBoxes(): Box[] {
  return Array.from(document.querySelectorAll(AD_AVOIDS))
    .map(boxOf)
    .filter((box) => box.width > 0 && box.height > 0);
}

/**
 * The line under which the ad may sit at the top: the header's bar (not its open menu), or the
 * announcement strip while it is on screen (the ad must not hide its "Learn More").
 */
function headerBottom(): number {
  const bar = document.querySelector('header')?.firstElementChild;
  const strip = document.querySelector('aside[data-announcement]');
  return Math.max(bar ? bar.getBoundingClientRect().bottom : 0, strip ? strip.getBoundingClientRect().bottom : 0);
}

/** Where the card goes for each spot (a phone's strip spans the screen; the card is `sm:w-80`). */
function spotStyle(spot: AdSpot, header: number): CSSProperties {
  const { phone, wide, wideRight } = AD_MARGIN;
  switch (spot) {
    case 'bottom':
      return { left: phone, right: phone, bottom: phone };
    case 'top':
      return { left: phone, right: phone, top: header + phone };
    case 'bottom-left':
      return { left: wide, bottom: wide };
    case 'bottom-right':
      return { right: wideRight, bottom: wide };
    case 'top-right':
      return { right: wideRight, top: header + wide };
    case 'top-left':
      return { left: wide, top: header + wide };
  }
}

type Phase = 'waiting' | 'showing' | 'done';

/**
 * The pop-over ad (docs/product.md, "The pop-over ad"): a small card, at most once a day per
 * visitor, only on the pages where visitors browse, placed where it covers none of the page's
 * controls (it moves, or waits out of sight, as the page scrolls). It is not modal: the page
 * stays usable and focus is not taken. Its button or Escape closes it, and focus that was in it
 * goes back where it came from.
 */
export function PopoverAd() {
  const { t, i18n } = useTranslation();
  const { data: ads, error } = usePopoverAds();
  useLoggedError(error, 'Failed to load pop-over ads');
  const location = useLocation();
  const allowed = adAllowedOn(location.pathname, location.search, location.state as unknown);
  const [phase, setPhase] = useState<Phase>(() => (shownToday(seenDay(), new Date()) ? 'done' : 'waiting'));
  const [placement, setPlacement] = useState<{ spot: AdSpot; header: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  /** Where focus was, outside the card, before it went into the card. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const ad = ads?.[0];
  // Leaving for a page where the ad never appears ends it for today (state adjusted while
  // rendering, as React advises for state that follows other values).
  if (phase === 'showing' && !allowed) setPhase('done');
  const showing = phase === 'showing' && allowed && ad !== undefined;

  // Shown once the page has settled, on a page that allows it, when no dialog is open (it would
  // sit under it unseen); another tab may have shown it today meanwhile.
  useEffect(() => {
    if (!ad || phase !== 'waiting' || !allowed) return;
    const timer = window.setInterval(() => {
      if (shownToday(seenDay(), new Date())) {
        setPhase('done');
        return;
      }
      if (document.querySelector('[aria-modal="true"]')) return;
      setPhase('showing');
    }, SHOW_AFTER_MS);
    return () => window.clearInterval(timer);
  }, [ad, phase, allowed]);

  // Placed, and placed again as the page scrolls or resizes, where it covers no control.
  useLayoutEffect(() => {
    if (!showing) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const card = cardRef.current;
      if (!card) return;
      const header = headerBottom();
      const spots = adSpots(
        { width: window.innerWidth, height: window.innerHeight },
        card.getBoundingClientRect().height,
        header,
      );
      const spot = chooseAdSpot(spots, controlBoxes());
      setPlacement((current) =>
        current?.spot === spot && current.header === header ? current : spot ? { spot, header } : null,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page may still be laying out (images, a late list) when the card appears.
    const settle = window.setTimeout(place, 500);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.clearTimeout(settle);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [showing]);

  // Today's showing counts once the card is seen, not while it waits out of sight for a place.
  const placed = placement !== null;
  useEffect(() => {
    if (showing && placed) markSeenToday();
  }, [showing, placed]);

  // Remember where focus was before it entered the card, to hand it back on close.
  useEffect(() => {
    if (!showing) return;
    const remember = (element: Element | null) => {
      if (element instanceof HTMLElement && element !== document.body && !cardRef.current?.contains(element)) {
        focusBefore.current = element;
      }
    };
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target as Element | null);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [showing]);

  const close = useCallback(() => {
    if (cardRef.current?.contains(document.activeElement)) {
      const back = focusBefore.current;
      if (back?.isConnected) back.focus();
      else document.getElementById('main-content')?.focus();
    }
    setPhase('done');
  }, []);

  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showing, close]);

  // The title in the visitor's language where staff wrote it (docs/product.md, "Languages of staff texts").
  const title = ad ? translated(ad, 'title', i18n.language) : '';
  return (
    showing && (
      <div
        ref={cardRef}
        role="complementary"
        aria-label={t('content.popoverAd.label')}
        // Other page parts (the enquiry button) make room for the ad by this mark, in any language.
        data-popover-ad=""
        data-spot={placement?.spot ?? 'none'}
        // Until it has a place that covers no control, it waits out of sight (measured, not shown).
        style={
          placement ? spotStyle(placement.spot, placement.header) : { ...spotStyle('bottom', 0), visibility: 'hidden' }
        }
        // A slim card (small picture beside the words) at every size, so little of the page is
        // covered and a corner free of controls is easy to find.
        // It enters with a CSS animation (none for reduced motion) and leaves at once.
        className="fixed z-40 flex items-center overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 motion-safe:animate-card-enter sm:w-80"
      >
        <button
          type="button"
          onClick={close}
          aria-label={t('content.popoverAd.close')}
          className="absolute top-1.5 right-1.5 z-10 grid size-8 place-items-center rounded-full bg-white/90 text-navy-900 shadow ring-1 ring-slate-900/10 transition hover:bg-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <img
          {...responsiveImage(ad.image, '6rem')}
          alt={title}
          width={600}
          height={600}
          className="aspect-square w-24 shrink-0 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2 py-2 pr-10 pl-3">
          <p className="line-clamp-3 text-sm leading-snug font-semibold text-navy-900">{title}</p>
          {ad.redirect_url && (
            <SmartLink to={ad.redirect_url} onClick={close} className="btn btn-primary shrink-0 px-3 py-1.5 text-xs">
              {t('content.popoverAd.view')}
              <span className="sr-only">: {title}</span>
            </SmartLink>
          )}
        </div>
      </div>
    )
  );
}
