import { useLocation } from 'react-router';
import { canonicalPath } from '../legacy-paths';

/**
 * Header links point at underscore paths that redirect, so the router's own active-link match
 * never fires; compare against where the link lands instead.
 */
export function useIsCurrent(): (href: string) => boolean {
  const { pathname } = useLocation();
  return (href) => {
    const target = canonicalPath(href);
    return pathname === target || pathname.startsWith(`${target}/`);
  };
}
