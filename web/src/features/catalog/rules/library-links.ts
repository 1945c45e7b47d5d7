/**
 * Where each kind of library lives and what its button says. My Subscriptions
 * names the four labels; cards and details pages use the same ones, so "View Prelims Tests"
 * always leads to a prelims library.
 */
import { isLibraryKind, type LibraryEntry, type LibraryKind } from '../api/schemas';

interface KindWords {
  label: string;
  basePath: string;
  kindName: string;
  /** What one library of the kind is, and what its items are (one, many). */
  title: string;
  item: readonly [string, string];
}

const LIBRARY_ROUTES: Readonly<Record<LibraryKind, KindWords>> = {
  notes: {
    label: 'View Library',
    basePath: '/notes/library',
    kindName: 'Notes',
    title: 'Notes',
    item: ['note', 'notes'],
  },
  tests: {
    label: 'View Prelims Tests',
    basePath: '/prelims-tests/library',
    kindName: 'Prelims Tests',
    title: 'Prelims test series',
    item: ['test', 'tests'],
  },
  'mains-tests': {
    label: 'View Mains Tests',
    basePath: '/mains-tests/list',
    kindName: 'Mains Tests',
    title: 'Mains test series',
    item: ['test', 'tests'],
  },
  videos: {
    label: 'View Video Library',
    basePath: '/video-courses/library',
    kindName: 'Videos',
    title: 'Video library',
    item: ['video', 'videos'],
  },
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

/** One kind of library a subscription opens, with all its items of that kind. */
export interface LibraryOfKind extends OpenableLibrary {
  /** "Prelims test series · 3 tests": what a course includes (docs/product.md, "Bundles"). */
  label: string;
  /** "View Prelims Tests · 3 tests": a holder's button into it, My Subscriptions' words first. */
  action: string;
}

/** "12 notes", "1 test". */
function sizeOf(kind: LibraryKind, count: number): string {
  const [one, many] = LIBRARY_ROUTES[kind].item;
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

/** "Notes · 12 notes", "Prelims test series · 1 test". */
export function kindAndSize(kind: LibraryKind, count: number): string {
  return `${LIBRARY_ROUTES[kind].title} · ${sizeOf(kind, count)}`;
}

/** "View Library · 12 notes", "View Prelims Tests · 1 test". */
export function actionAndSize(kind: LibraryKind, count: number): string {
  return `${LIBRARY_ROUTES[kind].label} · ${sizeOf(kind, count)}`;
}

/**
 * Every kind of library a subscription opens, in its order, each once with the items of all its
 * libraries of that kind (a library page shows every library of its kind: docs/product.md,
 * "Bundles"). Empty kinds are kept (`count` 0): the page says so rather than hide them.
 */
export function librariesByKind(libraries: readonly LibraryEntry[]): LibraryOfKind[] {
  const byKind = new Map<LibraryKind, LibraryOfKind>();
  for (const entry of libraries) {
    if (!isLibraryKind(entry.type)) continue;
    const known = byKind.get(entry.type);
    const count = (known?.count ?? 0) + Math.max(0, entry.count);
    byKind.set(entry.type, {
      kind: entry.type,
      name: known?.name ?? entry.name,
      count,
      label: kindAndSize(entry.type, count),
      action: actionAndSize(entry.type, count),
    });
  }
  return [...byKind.values()];
}
