/**
 * The five list-and-details sections differ only in words and in a few choices (spec section 2):
 * tabs or filter buttons, which library buttons a card shows, and whether the card offers
 * "View Details" (PCS) or the purchase button. One table holds every difference, so the list and
 * details pages are written once.
 */
import type { SectionCategory } from '../api/schemas';
import { NO_SUBSCRIPTIONS_IN_CATEGORY } from './messages';

export type SectionKey = 'notes' | 'prelims' | 'mains' | 'videos' | 'pcs';

export interface Section {
  key: SectionKey;
  category: SectionCategory;
  /** The page's h1 (existing tests and the header's links rely on it). */
  title: string;
  description: string;
  listPath: string;
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
  details: {
    /** Heading of the view shown when the subscription cannot be loaded. */
    failureTitle: string;
    notFound: string;
    browseAllLabel: string;
  };
}

export const sections: Readonly<Record<SectionKey, Section>> = {
  notes: {
    key: 'notes',
    category: 'notes',
    title: 'Notes',
    description: 'Exam-oriented notes for Prelims and Mains, ready to download from your library.',
    listPath: '/notes',
    typeSelector: 'filters',
    searchPlaceholder: 'Search notes...',
    typesFailed: 'Failed to fetch note types',
    listFailed: 'Failed to fetch notes',
    emptyList: 'No Notes available in this category.',
    // The spec gives no text for notes; the same sentence as the tests and courses lists.
    noSearchMatch: 'No notes found matching your search.',
    cardLibraries: 'first',
    cardAction: 'purchase',
    details: {
      failureTitle: 'Error Loading Note',
      notFound: 'Note information could not be found. This might be due to an expired link or network issue.',
      browseAllLabel: 'Browse All Notes',
    },
  },
  prelims: {
    key: 'prelims',
    category: 'prelims-tests',
    title: 'Prelims Tests',
    description: 'Test series with All-India ranking, explanations and discussion videos.',
    listPath: '/prelims-tests',
    typeSelector: 'tabs',
    searchPlaceholder: 'Search tests...',
    typesFailed: 'Failed to load test types',
    listFailed: 'Failed to load subscriptions',
    emptyList: 'No tests available in this category.',
    noSearchMatch: 'No tests found matching your search.',
    cardLibraries: 'first',
    cardAction: 'purchase',
    details: {
      failureTitle: 'Error Loading Test',
      notFound: 'Test not found. Please navigate from the Prelims Tests page.',
      browseAllLabel: 'Browse All Tests',
    },
  },
  mains: {
    key: 'mains',
    category: 'mains-tests',
    title: 'Mains Tests',
    description: 'Write, upload and get your answers evaluated by faculty, with model answers.',
    listPath: '/mains-tests',
    typeSelector: 'filters',
    searchPlaceholder: 'Search tests...',
    typesFailed: 'Failed to load test types',
    listFailed: 'Failed to load subscriptions',
    emptyList: 'No tests available in this category.',
    noSearchMatch: 'No tests found matching your search.',
    cardLibraries: 'all',
    cardAction: 'purchase',
    details: {
      failureTitle: 'Error Loading Test',
      notFound: 'Test not found. Please navigate from the Mains Tests page.',
      browseAllLabel: 'Browse All Tests',
    },
  },
  videos: {
    key: 'videos',
    category: 'video-courses',
    title: 'Video Courses',
    description: 'Live and recorded lectures with notes and tests, on any device.',
    listPath: '/video-courses',
    typeSelector: 'filters',
    searchPlaceholder: 'Search courses...',
    typesFailed: 'Failed to load course types. Please try again later.',
    listFailed: 'Failed to load subscriptions',
    // The spec gives no empty text for courses; worded like the tests list's.
    emptyList: 'No courses available in this category.',
    noSearchMatch: 'No courses found matching your search.',
    cardLibraries: 'none',
    cardAction: 'purchase',
    details: {
      failureTitle: 'Error Loading Course',
      notFound: 'Course not found. Please navigate from the Video Courses page.',
      browseAllLabel: 'Browse All Courses',
    },
  },
  pcs: {
    key: 'pcs',
    category: 'pcs',
    title: 'PCS',
    description: 'Courses and test series for the state civil-services exams.',
    listPath: '/pcs',
    typeSelector: 'tabs',
    searchPlaceholder: 'Search subscriptions...',
    typesFailed: 'Failed to fetch subscriptions',
    listFailed: 'Failed to fetch subscriptions',
    emptyList: NO_SUBSCRIPTIONS_IN_CATEGORY,
    noSearchMatch: 'No subscriptions found matching your search.',
    cardLibraries: 'none',
    cardAction: 'view-details',
    details: {
      failureTitle: 'Error Loading Subscription',
      notFound: 'Subscription not found. Please navigate from the PCS page.',
      browseAllLabel: 'Browse All Subscriptions',
    },
  },
};

/** PCS details live at one fixed address (spec section 2); `?id=` makes a reload work. */
export const PCS_DETAILS_PATH = '/pcs_section_details';

/** The details page of a subscription in its section, by slug (readable, and stable). */
export function detailsPath(section: Section, slug: string): string {
  if (section.key === 'pcs') return `${PCS_DETAILS_PATH}?id=${encodeURIComponent(slug)}`;
  return `${section.listPath}/${encodeURIComponent(slug)}`;
}

const sectionsByCategory = new Map<string, Section>(
  Object.values(sections).map((section) => [section.category, section]),
);

/**
 * Where "Access Now" leads for a subscription without a library page of its kind: its details
 * page, or the optional subjects (their courses have no page by slug).
 */
export function subscriptionPagePath(category: string, slug: string): string {
  const section = sectionsByCategory.get(category);
  return section ? detailsPath(section, slug) : '/optionals';
}

/** The type the list shows: the one the address names (any letter case), else the first. */
export function selectedType<T extends { name: string }>(types: readonly T[], requested: string | null): T | undefined {
  const wanted = requested?.trim().toLowerCase();
  return (wanted ? types.find((type) => type.name.toLowerCase() === wanted) : undefined) ?? types[0];
}
