/**
 * A section's pages (docs/product.md, "Sections"). The sections themselves are data
 * (config/section-categories: address, menu label, heading, description, the kind of library they
 * sell); what the pages of each kind of library show is here, once: tabs or filter buttons, which
 * library buttons a card shows, whether a card offers "View Details" or the purchase button, and
 * the words of each state. A section gets its library kind's pages under its own address and
 * heading, so a new section of an existing kind needs no code; PCS and Optionals have pages of
 * their own.
 */
import type { ParseKeys } from 'i18next';
import { type OwnPage, ownPageOf, type SiteSection } from '@/config/section-categories';
import { isLibraryKind, type LibraryKind } from '../api/schemas';
import { MESSAGES } from './messages';
import { currentWording, type Wording } from './wording';
import { translated } from '@/lib/translated';

/** What a kind of library's list and details pages show, and say (in the interface's language). */
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
  /**
   * The page's h1 (existing tests and the header's links rely on it): the section's title, or in
   * Hindi its Hindi name when staff gave one (sections are data: their words come from the server).
   */
  title: string;
  description: string;
  libraryKind: LibraryKind;
  listPath: string;
  /** Optionals lists optional subjects; every other section lists subscriptions by type. */
  page: 'subscriptions' | 'optionals';
  /** PCS details live at one fixed address; the others at the section's path and the slug. */
  detailsAt: 'section' | 'pcs';
}

/** The keys of a kind of library's texts; `notFound` may name the section's page ({{title}}). */
interface Words {
  searchPlaceholder: ParseKeys;
  typesFailed: ParseKeys;
  listFailed: ParseKeys;
  emptyList: ParseKeys;
  noSearchMatch: ParseKeys;
  failureTitle: ParseKeys;
  notFound: ParseKeys;
  browseAll: ParseKeys;
}

/** The words of the tests pages, which prelims and mains share. */
const TESTS_WORDS = {
  searchPlaceholder: 'catalog.sections.tests.searchPlaceholder',
  typesFailed: 'catalog.sections.tests.typesFailed',
  listFailed: 'catalog.sections.tests.listFailed',
  emptyList: 'catalog.sections.tests.emptyList',
  noSearchMatch: 'catalog.sections.tests.noSearchMatch',
  failureTitle: 'catalog.sections.tests.failureTitle',
  notFound: 'catalog.sections.tests.notFound',
  browseAll: 'catalog.sections.tests.browseAll',
} as const satisfies Words;

type Layout = Omit<
  Presentation,
  'searchPlaceholder' | 'typesFailed' | 'listFailed' | 'emptyList' | 'noSearchMatch' | 'details'
>;

/** Each kind of library's pages: how they are laid out, and the keys of their words. */
const presentations: Readonly<Record<LibraryKind | 'pcs', { layout: Layout; words: Words }>> = {
  notes: {
    layout: { typeSelector: 'filters', cardLibraries: 'first', cardAction: 'purchase', aboutNoun: 'note' },
    words: {
      searchPlaceholder: 'catalog.sections.notes.searchPlaceholder',
      typesFailed: 'catalog.sections.notes.typesFailed',
      listFailed: 'catalog.sections.notes.listFailed',
      emptyList: 'catalog.sections.notes.emptyList',
      // An addition of ours: the same sentence as the tests and courses lists.
      noSearchMatch: 'catalog.sections.notes.noSearchMatch',
      failureTitle: 'catalog.sections.notes.failureTitle',
      notFound: 'catalog.sections.notes.notFound',
      browseAll: 'catalog.sections.notes.browseAll',
    },
  },
  tests: {
    layout: { typeSelector: 'tabs', cardLibraries: 'first', cardAction: 'purchase', aboutNoun: 'course' },
    words: TESTS_WORDS,
  },
  'mains-tests': {
    layout: { typeSelector: 'filters', cardLibraries: 'all', cardAction: 'purchase', aboutNoun: 'course' },
    words: TESTS_WORDS,
  },
  videos: {
    layout: { typeSelector: 'filters', cardLibraries: 'none', cardAction: 'purchase', aboutNoun: 'course' },
    words: {
      searchPlaceholder: 'catalog.sections.courses.searchPlaceholder',
      typesFailed: 'catalog.sections.courses.typesFailed',
      listFailed: 'catalog.sections.courses.listFailed',
      // An addition of ours, worded like the tests list's.
      emptyList: 'catalog.sections.courses.emptyList',
      noSearchMatch: 'catalog.sections.courses.noSearchMatch',
      failureTitle: 'catalog.sections.courses.failureTitle',
      notFound: 'catalog.sections.courses.notFound',
      browseAll: 'catalog.sections.courses.browseAll',
    },
  },
  pcs: {
    layout: { typeSelector: 'tabs', cardLibraries: 'none', cardAction: 'view-details', aboutNoun: 'course' },
    words: {
      searchPlaceholder: 'catalog.sections.pcs.searchPlaceholder',
      typesFailed: 'catalog.sections.pcs.typesFailed',
      listFailed: 'catalog.sections.pcs.listFailed',
      emptyList: MESSAGES.noSubscriptionsInCategory,
      noSearchMatch: 'catalog.sections.pcs.noSearchMatch',
      failureTitle: 'catalog.sections.pcs.failureTitle',
      notFound: 'catalog.sections.pcs.notFound',
      browseAll: 'catalog.sections.pcs.browseAll',
    },
  },
};

/** The section's heading in the interface's language, where staff wrote it; else the English. */
export function sectionTitle(site: Pick<SiteSection, 'title' | 'translations'>, language: Wording['language']): string {
  return translated(site, 'title', language);
}

/**
 * A section's pages from its definition, worded in the given language; undefined for a library
 * kind this app has no pages for (a kind added on the server before the app knows it).
 */
export function sectionFrom(site: SiteSection, { t, language }: Wording = currentWording()): Section | undefined {
  if (!isLibraryKind(site.libraryKind)) return undefined;
  const own: OwnPage | undefined = ownPageOf(site.slug);
  const { layout, words } = presentations[own === 'pcs' ? 'pcs' : site.libraryKind];
  const title = sectionTitle(site, language);
  return {
    ...layout,
    searchPlaceholder: t(words.searchPlaceholder),
    typesFailed: t(words.typesFailed),
    listFailed: t(words.listFailed),
    emptyList: t(words.emptyList),
    noSearchMatch: t(words.noSearchMatch),
    details: {
      failureTitle: t(words.failureTitle),
      notFound: t(words.notFound, { title }),
      browseAllLabel: t(words.browseAll),
    },
    category: site.slug,
    name: site.name,
    title,
    description: translated(site, 'description', language),
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
