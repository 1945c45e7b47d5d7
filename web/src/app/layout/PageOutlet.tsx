import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * The page. The first page is drawn plainly (as the server rendered it, so that the app takes its
 * markup over); from the first navigation on, each new page enters with a short CSS animation
 * (none for readers who ask for reduced motion) and starts at the top of the window.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // State that follows the address, adjusted while rendering as React advises.
  if (!navigated && pathname !== firstPath) setNavigated(true);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  if (!navigated) return <Outlet />;
  // Keyed by the path: a new page is a new element, so its entrance plays again.
  return (
    <div key={pathname} className="motion-safe:animate-page-enter">
      <Outlet />
    </div>
  );
}
