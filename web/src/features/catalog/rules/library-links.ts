/**
 * Where each kind of library lives and what its button says. My Subscriptions
 * names the four labels; cards and details pages use the same ones, so "View Prelims Tests"
 * always leads to a prelims library. The words are the resources' (keys checked by TypeScript),
 * said in the language of the `Wording` given (rules/wording.ts).
 */
import type { ParseKeys } from 'i18next';
import { formatNumber } from '@/i18n/format';
import { en } from '@/i18n/resources';
import { isLibraryKind, type LibraryEntry, type LibraryKind } from '../api/schemas';
import { currentWording, type Wording } from './wording';

interface KindRoute {
  basePath: string;
  /** The button into a library of the kind. */
  label: ParseKeys;
  /** My Subscriptions' Type column. */
  kindName: ParseKeys;
  /** What one library of the kind is, with its count of items: "Notes · 12 notes". */
  kindAndSize: ParseKeys;
  /** The button with the count: "View Library · 12 notes". */
  actionAndSize: ParseKeys;
}

const LIBRARY_ROUTES = {
  notes: {
    basePath: '/notes/library',
    label: 'catalog.library.action.notes',
    kindName: 'catalog.library.kindName.notes',
    kindAndSize: 'catalog.library.kindAndSize.notes',
    actionAndSize: 'catalog.library.actionAndSize.notes',
  },
  tests: {
    basePath: '/prelims-tests/library',
    label: 'catalog.library.action.tests',
    kindName: 'catalog.library.kindName.tests',
    kindAndSize: 'catalog.library.kindAndSize.tests',
    actionAndSize: 'catalog.library.actionAndSize.tests',
  },
  'mains-tests': {
    basePath: '/mains-tests/list',
    label: 'catalog.library.action.mainsTests',
    kindName: 'catalog.library.kindName.mainsTests',
    kindAndSize: 'catalog.library.kindAndSize.mainsTests',
    actionAndSize: 'catalog.library.actionAndSize.mainsTests',
  },
  videos: {
    basePath: '/video-courses/library',
    label: 'catalog.library.action.videos',
    kindName: 'catalog.library.kindName.videos',
    kindAndSize: 'catalog.library.kindAndSize.videos',
    actionAndSize: 'catalog.library.actionAndSize.videos',
  },
} as const satisfies Readonly<Record<LibraryKind, KindRoute>>;

/** My Subscriptions' label for a kind it has no library page for: `t(ACCESS_NOW_KEY)`. */
export const ACCESS_NOW_KEY = 'catalog.library.accessNow' satisfies ParseKeys;
/** The same label as the spec writes it, in English. */
export const ACCESS_NOW_LABEL: string = en.catalog.library.accessNow;

export function libraryActionLabel(kind: string, { t }: Wording = currentWording()): string {
  return t(isLibraryKind(kind) ? LIBRARY_ROUTES[kind].label : ACCESS_NOW_KEY);
}

/** My Subscriptions' Type column: what kind of content the subscription opens (an unknown kind as it is). */
export function libraryKindName(kind: string, { t }: Wording = currentWording()): string {
  return isLibraryKind(kind) ? t(LIBRARY_ROUTES[kind].kindName) : kind;
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

/** "Notes · 12 notes", "Prelims test series · 1 test". */
export function kindAndSize(kind: LibraryKind, count: number, { t, locale }: Wording = currentWording()): string {
  return t(LIBRARY_ROUTES[kind].kindAndSize, { count, number: formatNumber(count, locale) });
}

/** "View Library · 12 notes", "View Prelims Tests · 1 test". */
export function actionAndSize(kind: LibraryKind, count: number, { t, locale }: Wording = currentWording()): string {
  return t(LIBRARY_ROUTES[kind].actionAndSize, { count, number: formatNumber(count, locale) });
}

/**
 * Every kind of library a subscription opens, in its order, each once with the items of all its
 * libraries of that kind (a library page shows every library of its kind: docs/product.md,
 * "Bundles"). Empty kinds are kept (`count` 0): the page says so rather than hide them.
 */
export function librariesByKind(
  libraries: readonly LibraryEntry[],
  wording: Wording = currentWording(),
): LibraryOfKind[] {
  const byKind = new Map<LibraryKind, LibraryOfKind>();
  for (const entry of libraries) {
    if (!isLibraryKind(entry.type)) continue;
    const known = byKind.get(entry.type);
    const count = (known?.count ?? 0) + Math.max(0, entry.count);
    byKind.set(entry.type, {
      kind: entry.type,
      name: known?.name ?? entry.name,
      count,
      label: kindAndSize(entry.type, count, wording),
      action: actionAndSize(entry.type, count, wording),
    });
  }
  return [...byKind.values()];
}
