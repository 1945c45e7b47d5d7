/**
 * Where each kind of library lives and what its button says. My Subscriptions
 * names the four labels; cards and details pages use the same ones, so "View Prelims Tests"
 * always leads to a prelims library.
 */
import { isLibraryKind, type LibraryEntry, type LibraryKind } from '../api/schemas';

const LIBRARY_ROUTES: Readonly<Record<LibraryKind, { label: string; basePath: string; kindName: string }>> = {
  notes: { label: 'View Library', basePath: '/notes/library', kindName: 'Notes' },
  tests: { label: 'View Prelims Tests', basePath: '/prelims-tests/library', kindName: 'Prelims Tests' },
  'mains-tests': { label: 'View Mains Tests', basePath: '/mains-tests/list', kindName: 'Mains Tests' },
  videos: { label: 'View Video Library', basePath: '/video-courses/library', kindName: 'Videos' },
};

/** My Subscriptions' label for a kind it has no library page for. */
export const ACCESS_NOW_LABEL = 'Access Now';

export function libraryActionLabel(kind: string): string {
  return isLibraryKind(kind) ? LIBRARY_ROUTES[kind].label : ACCESS_NOW_LABEL;
}

/** My Subscriptions' Type column: what kind of content the subscription opens. */
export function libraryKindName(kind: string): string {
  return isLibraryKind(kind) ? LIBRARY_ROUTES[kind].kindName : kind;
}

/** The library page's address for an opaque library id (lib/library-id.ts). */
export function libraryPath(kind: LibraryKind, libraryId: string): string {
  return `${LIBRARY_ROUTES[kind].basePath}/${encodeURIComponent(libraryId)}`;
}

export interface OpenableLibrary {
  kind: LibraryKind;
  name: string;
  count: number;
}

function openable(entry: LibraryEntry | undefined): OpenableLibrary | null {
  if (!entry || entry.count <= 0 || !isLibraryKind(entry.type)) return null;
  return { kind: entry.type, name: entry.name, count: entry.count };
}

/**
 * A subscription's library button shows only when its first library has something in it (count
 * above 0; docs/product.md, "Who may open a library").
 */
export function firstOpenableLibrary(libraries: readonly LibraryEntry[]): OpenableLibrary | null {
  return openable(libraries[0]);
}

/** Every library with content, one link each (mains cards), one per kind. */
export function openableLibraries(libraries: readonly LibraryEntry[]): OpenableLibrary[] {
  const seen = new Set<LibraryKind>();
  const result: OpenableLibrary[] = [];
  for (const entry of libraries) {
    const library = openable(entry);
    if (library && !seen.has(library.kind)) {
      seen.add(library.kind);
      result.push(library);
    }
  }
  return result;
}
