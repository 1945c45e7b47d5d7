/**
 * A section's pages (docs/product.md, "Sections"). The sections themselves are data
 * (config/section-categories: address, menu label, heading, description, the kind of library they
 * sell); what the pages of each kind of library show is here, once: tabs or filter buttons, which
 * library buttons a card shows, whether a card offers "View Details" or the purchase button, and
 * the words of each state. A section gets its library kind's pages under its own address and
 * heading, so a new section of an existing kind needs no code; PCS and Optionals have pages of
 * their own.
 */
import { type OwnPage, ownPageOf, type SiteSection } from '@/config/section-categories';
import { isLibraryKind, type LibraryKind } from '../api/schemas';
import { NO_SUBSCRIPTIONS_IN_CATEGORY } from './messages';

/** What a kind of library's list and details pages show, and say. */
interface Presentation {
  /** Tabs (prelims, PCS) or a row of filter buttons (notes, mains, videos). */
  typeSelector: 'tabs' | 'filters';
  searchPlaceholder: string;
  typesFailed: string;
  listFailed: string;
  emptyList: string;
  noSearchMatch: string;
  /** Library buttons on a card: the first library's (notes, prelims), every one (mains), or none. */
  cardLibraries: 'first' | 'all' | 'none';
  /** PCS cards lead to the details page with "View Details"; the others show the purchase button. */
  cardAction: 'purchase' | 'view-details';
  /** What the details page calls the thing on sale ("About this note"). */
  aboutNoun: 'note' | 'course';
  details: {
    /** Heading of the view shown when the subscription cannot be loaded. */
    failureTitle: string;
    notFound: string;
    browseAllLabel: string;
  };
}

export interface Section extends Presentation {
  /** The section's slug: its subscriptions' section_category. */
  category: string;
  /** The menu label. */
  name: string;
  /** The page's h1 (existing tests and the header's links rely on it). */
  title: string;
  description: string;
  libraryKind: LibraryKind;
  listPath: string;
  /** Optionals lists optional subjects; every other section lists subscriptions by type. */
  page: 'subscriptions' | 'optionals';
  /** PCS details live at one fixed address; the others at the section's path and the slug. */
  detailsAt: 'section' | 'pcs';
}

/** The words of the tests pages, which prelims and mains share. */
function testsWords(title: string) {
  return {
    searchPlaceholder: 'Search tests...',
    typesFailed: 'Failed to load test types. Please check your connection.',
    listFailed: 'Failed to load subscriptions',
    emptyList: 'No tests available in this category.',
    noSearchMatch: 'No tests found matching your search.',
    aboutNoun: 'course',
    details: {
      failureTitle: 'Error Loading Test',
      notFound: `Test not found. Please navigate from the ${title} page.`,
      browseAllLabel: 'Browse All Tests',
    },
  } as const;
}

/** Each kind of library's pages; `title` is the section's heading, for the texts that name it. */
const presentations: Readonly<Record<LibraryKind | 'pcs', (title: string) => Presentation>> = {
  notes: () => ({
    typeSelector: 'filters',
    searchPlaceholder: 'Search notes...',
    typesFailed: 'Failed to fetch note types',
    listFailed: 'Failed to fetch notes',
    emptyList: 'No Notes available in this category.',
    // An addition of ours: the same sentence as the tests and courses lists.
    noSearchMatch: 'No notes found matching your search.',
    cardLibraries: 'first',
    cardAction: 'purchase',
    aboutNoun: 'note',
    details: {
      failureTitle: 'Error Loading Note',
      notFound: 'Note information could not be found. This might be due to an expired link or network issue.',
      browseAllLabel: 'Browse All Notes',
    },
  }),
  tests: (title) => ({ ...testsWords(title), typeSelector: 'tabs', cardLibraries: 'first', cardAction: 'purchase' }),
  'mains-tests': (title) => ({
    ...testsWords(title),
    typeSelector: 'filters',
    cardLibraries: 'all',
    cardAction: 'purchase',
  }),
  videos: (title) => ({
    typeSelector: 'filters',
    searchPlaceholder: 'Search courses...',
    typesFailed: 'Failed to load course types. Please try again later.',
    listFailed: 'Failed to load subscriptions',
    // An addition of ours, worded like the tests list's.
    emptyList: 'No courses available in this category.',
    noSearchMatch: 'No courses found matching your search.',
    cardLibraries: 'none',
    cardAction: 'purchase',
    aboutNoun: 'course',
    details: {
      failureTitle: 'Error Loading Course',
      notFound: `Course not found. Please navigate from the ${title} page.`,
      browseAllLabel: 'Browse All Courses',
    },
  }),
  pcs: (title) => ({
    typeSelector: 'tabs',
    searchPlaceholder: 'Search subscriptions...',
    typesFailed: 'Failed to fetch subscriptions',
    listFailed: 'Failed to fetch subscriptions',
    emptyList: NO_SUBSCRIPTIONS_IN_CATEGORY,
    noSearchMatch: 'No subscriptions found matching your search.',
    cardLibraries: 'none',
    cardAction: 'view-details',
    aboutNoun: 'course',
    details: {
      failureTitle: 'Error Loading Subscription',
      notFound: `Subscription not found. Please navigate from the ${title} page.`,
      browseAllLabel: 'Browse All Subscriptions',
    },
  }),
};

/**
 * A section's pages from its definition; undefined for a library kind this app has no pages
 * for (a kind added on the server before the app knows it).
 */
export function sectionFrom(site: SiteSection): Section | undefined {
  if (!isLibraryKind(site.libraryKind)) return undefined;
  const own: OwnPage | undefined = ownPageOf(site.slug);
  const presentation = presentations[own === 'pcs' ? 'pcs' : site.libraryKind](site.title);
  return {
    ...presentation,
    category: site.slug,
    name: site.name,
    title: site.title,
    description: site.description,
    libraryKind: site.libraryKind,
    listPath: `/${site.slug}`,
    page: own === 'optionals' ? 'optionals' : 'subscriptions',
    detailsAt: own === 'pcs' ? 'pcs' : 'section',
  };
}

/** PCS details live at one fixed address (docs/product.md, "Old addresses"); `?id=` makes a reload work. */
export const PCS_DETAILS_PATH = '/pcs_section_details';

/** The details page of a subscription in its section, by slug (readable, and stable). */
export function detailsPath(section: Section, slug: string): string {
  if (section.detailsAt === 'pcs') return `${PCS_DETAILS_PATH}?id=${encodeURIComponent(slug)}`;
  return `${section.listPath}/${encodeURIComponent(slug)}`;
}

/**
 * Where "Access Now" leads for a subscription without a library page of its kind: its details
 * page, or its section's list when the section has no page by slug (optional subjects' courses),
 * or home when its section is not shown.
 */
export function subscriptionPagePath(section: Section | undefined, slug: string): string {
  if (!section) return '/';
  return section.page === 'subscriptions' ? detailsPath(section, slug) : section.listPath;
}

/** The type the list shows: the one the address names (any letter case), else the first. */
export function selectedType<T extends { name: string }>(types: readonly T[], requested: string | null): T | undefined {
  const wanted = requested?.trim().toLowerCase();
  return (wanted ? types.find((type) => type.name.toLowerCase() === wanted) : undefined) ?? types[0];
}
