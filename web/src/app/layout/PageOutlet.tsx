import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { whenIdle } from '@/lib/when-idle';

/**
 * The page. The first page is drawn plainly, without the animation engine, which then loads once
 * the browser is idle; from the next navigation on, pages change with a transition
 * (AnimatedOutlet). Switching at a navigation rather than as soon as the engine arrives keeps the
 * first page mounted: nothing the learner typed or opened on it is lost.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const [animated, setAnimated] = useState<{ Outlet: ComponentType; loadedOn: string } | null>(null);
  const [switched, setSwitched] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void whenIdle()
      .then(() => import('./AnimatedOutlet'))
      .then((module) => {
        if (!cancelled) setAnimated({ Outlet: module.AnimatedOutlet, loadedOn: window.location.pathname });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // State that follows the address, adjusted while rendering as React advises.
  if (animated && !switched && pathname !== animated.loadedOn) setSwitched(true);
  const animating = animated !== null && (switched || pathname !== animated.loadedOn);

  // A new page starts at the top. The animated outlet scrolls once the old page has left; a page
  // the plain outlet showed leaves at once, so the window is scrolled here.
  const shown = useRef({ pathname, animating });
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, animating };
    if (pathname !== before.pathname && !before.animating) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, animating]);

  if (animating) return <animated.Outlet />;
  return <Outlet />;
}
