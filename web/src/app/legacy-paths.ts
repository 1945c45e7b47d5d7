/**
 * The header links and old bookmarks use underscore paths (/prelims_tests, /my_subscriptions); the
 * pages live at hyphenated ones (docs/product.md, "Old addresses"). One table, one function: the
 * router's redirects and the header's "current page" highlight both use it. These are the addresses
 * the old site had, so the table is history, not a list of sections: a section staff add later has
 * only its own hyphenated address.
 */
const LEGACY_PREFIXES: ReadonlyArray<readonly [legacy: string, current: string]> = [
  ['/prelims_tests', '/prelims-tests'],
  ['/mains_tests', '/mains-tests'],
  ['/video_courses', '/video-courses'],
  ['/my_subscriptions', '/my-subscriptions'],
];

/** The route patterns that redirect: each prefix and everything below it. */
export const legacyRoutePatterns: readonly string[] = LEGACY_PREFIXES.flatMap(([legacy]) => [legacy, `${legacy}/*`]);

/**
 * The hyphenated form of a path, keeping the rest of the path, the query and the hash;
 * null when the path is not a legacy one.
 */
export function hyphenatedPath(pathname: string, search = '', hash = ''): string | null {
  for (const [legacy, current] of LEGACY_PREFIXES) {
    if (pathname === legacy || pathname.startsWith(`${legacy}/`)) {
      return `${current}${pathname.slice(legacy.length)}${search}${hash}`;
    }
  }
  return null;
}

/** The old underscore form of a path when it had one (the header links with it), else the path. */
export function underscorePath(pathname: string): string {
  for (const [legacy, current] of LEGACY_PREFIXES) {
    if (pathname === current || pathname.startsWith(`${current}/`)) return `${legacy}${pathname.slice(current.length)}`;
  }
  return pathname;
}

/** Where a link lands after any redirect: the path to compare with the current location. */
export function canonicalPath(href: string): string {
  return hyphenatedPath(href) ?? href;
}
