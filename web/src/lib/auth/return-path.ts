/**
 * Where /login?next=... returns to after signing in (docs/product.md, "Sessions and signing in"):
 * a path on this site, never another site ('//evil.example' is a protocol-relative address) and
 * never /login itself; the home page otherwise.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const path = next.split(/[?#]/u)[0] ?? '';
  if (path === '/login' || path.startsWith('/login/')) return '/';
  return next;
}

/** The address of the sign-in page that returns to `here` (path, query and fragment). */
export function loginPathReturningTo(here: string): string {
  const next = safeReturnPath(here);
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
