import { useState } from 'react';
import { type Location, useLocation } from 'react-router';

/**
 * The location of the page at `pathname`, and whether it is still the one on screen. A page that
 * is leaving stays mounted while it animates out (the layout's page transition), and meanwhile
 * the router already reports the next address: read from there, a query parameter the page needs
 * would look missing, and the page would act on it (send the learner elsewhere). Reading it here
 * keeps the page's own address until it is gone.
 */
export function usePageLocation(pathname: string): { location: Location; leaving: boolean } {
  const current = useLocation();
  const ours = current.pathname === pathname;
  const [pinned, setPinned] = useState(current);
  // Follows its own address (a new query on the same page) and nothing else.
  if (ours && pinned !== current) setPinned(current);
  return { location: ours ? current : pinned, leaving: !ours };
}
