import { type ComponentType, useEffect, useState } from 'react';
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
  if (animated && (switched || pathname !== animated.loadedOn)) return <animated.Outlet />;
  return <Outlet />;
}
