/**
 * The sections of the site are data (docs/decisions.md, "Sections"): staff define them in the
 * console, and GET /api/v1/modules/sections answers the published ones in menu order. The menu,
 * the section routes and their pages are built from that answer; a subscription's
 * `section_category` is its section's slug.
 *
 * The menu must not flash or shift while the answer loads, so the app starts from the last
 * answer this browser saw (kept in local storage) or, on a first visit, from the six sections
 * the site opened with, and swaps in the server's answer when it arrives: the same list unless
 * staff changed the sections since.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListSectionsResponse, zSection } from '@/api/generated/zod.gen';
import { reading, text } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { preloaded } from '@/lib/preload';
import { translated, translationsSchema } from '@/lib/translated';

/**
 * A section (docs/openapi.yaml, Section): its address (/{slug}) and its subscriptions'
 * section_category, its menu label (name) and its page's heading (title).
 */
export const siteSectionSchema = reading(zSection, {
  description: text,
  /** The kind of library it sells (notes, tests, mains-tests, videos): decides its pages; a kind this app does not know yet is kept as text. */
  libraryKind: z.string(),
  /** The name, title and description in the other languages staff wrote them in. */
  translations: translationsSchema,
});
export type SiteSection = z.infer<typeof siteSectionSchema>;

/**
 * The six sections the site opened with, as the migration seeds them: what the menu shows on a
 * browser's first visit until the server answers.
 */
export const OPENING_SECTIONS: readonly SiteSection[] = [
  {
    id: 1,
    slug: 'notes',
    name: 'Notes',
    title: 'Notes',
    description: 'Exam-oriented notes for Prelims and Mains, ready to download from your library.',
    libraryKind: 'notes',
    position: 1,
    translations: { hi: { name: 'नोट्स', title: 'नोट्स' }, mr: { name: 'नोट्स', title: 'नोट्स' } },
  },
  {
    id: 2,
    slug: 'prelims-tests',
    name: 'Prelims Tests',
    title: 'Prelims Tests',
    description: 'Test series with All-India ranking, explanations and discussion videos.',
    libraryKind: 'tests',
    position: 2,
    translations: {
      hi: { name: 'प्रारंभिक परीक्षा टेस्ट', title: 'प्रारंभिक परीक्षा टेस्ट' },
      mr: { name: 'पूर्व परीक्षा चाचण्या', title: 'पूर्व परीक्षा चाचण्या' },
    },
  },
  {
    id: 3,
    slug: 'mains-tests',
    name: 'Mains Tests',
    title: 'Mains Tests',
    description: 'Write, upload and get your answers evaluated by faculty, with model answers.',
    libraryKind: 'mains-tests',
    position: 3,
    translations: {
      hi: { name: 'मुख्य परीक्षा टेस्ट', title: 'मुख्य परीक्षा टेस्ट' },
      mr: { name: 'मुख्य परीक्षा चाचण्या', title: 'मुख्य परीक्षा चाचण्या' },
    },
  },
  {
    id: 4,
    slug: 'video-courses',
    name: 'Video Courses',
    title: 'Video Courses',
    description: 'Live and recorded lectures with notes and tests, on any device.',
    libraryKind: 'videos',
    position: 4,
    translations: {
      hi: { name: 'वीडियो कोर्स', title: 'वीडियो कोर्स' },
      mr: { name: 'व्हिडिओ कोर्स', title: 'व्हिडिओ कोर्स' },
    },
  },
  {
    id: 5,
    slug: 'optionals',
    name: 'Optionals',
    title: 'Optional Subjects',
    description: 'Complete courses and test series for the optional paper, taught by subject specialists.',
    libraryKind: 'videos',
    position: 5,
    translations: {
      hi: { name: 'वैकल्पिक विषय', title: 'वैकल्पिक विषय' },
      mr: { name: 'वैकल्पिक विषय', title: 'वैकल्पिक विषय' },
    },
  },
  {
    id: 6,
    slug: 'pcs',
    name: 'PCS',
    title: 'PCS',
    description: 'Courses and test series for the state civil-services exams.',
    libraryKind: 'tests',
    position: 6,
    translations: { hi: { name: 'पीसीएस', title: 'पीसीएस' }, mr: { name: 'पीसीएस', title: 'पीसीएस' } },
  },
];

/**
 * Sections with pages written for them alone, which their library kind does not give: the optional
 * subjects' page, and PCS's "View Details" cards whose details live at one fixed address. Every
 * other section gets its library kind's pages.
 */
export const OWN_PAGES = { optionals: 'optionals', pcs: 'pcs' } as const;
export type OwnPage = (typeof OWN_PAGES)[keyof typeof OWN_PAGES];

export function ownPageOf(slug: string): OwnPage | undefined {
  return Object.hasOwn(OWN_PAGES, slug) ? OWN_PAGES[slug as keyof typeof OWN_PAGES] : undefined;
}

const STORAGE_KEY = 'aspirant.sections';
/** When the sections were carried in the page; 0 while they have not been. */
let carriedAt = 0;
const sectionsSchema = z.array(siteSectionSchema);
const answerSchema = reading(z.omit(zListSectionsResponse, { status: true }), { responseResult: sectionsSchema });

/**
 * The sections the page carries from the server (every page does: the menu the server renders
 * must be the one the app draws), else the last answer this browser saw, or the opening six.
 */
function startingSections(): SiteSection[] {
  const carried = preloaded('/api/v1/modules/sections', answerSchema)?.responseResult;
  carriedAt = carried ? Date.now() : 0;
  if (carried) return carried;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored) {
      const parsed = z.safeParse(sectionsSchema, JSON.parse(stored));
      if (parsed.success && parsed.data.length > 0) return parsed.data;
    }
  } catch {
    // No storage (private mode) or a damaged entry: start from the opening six.
  }
  return [...OPENING_SECTIONS];
}

export async function getSections(signal?: AbortSignal): Promise<SiteSection[]> {
  const answer = await apiGet('/v1/modules/sections', answerSchema, { signal });
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(answer.responseResult));
  } catch {
    // Storage full or refused: the next visit starts from the opening six.
  }
  return answer.responseResult;
}

export function sectionsQueryOptions() {
  return queryOptions({
    queryKey: ['sections'] as const,
    queryFn: ({ signal }) => getSections(signal),
    initialData: startingSections,
    // A stored or built-in list is a guess: ask the server as soon as anything reads it. A carried
    // one is the server's answer of a moment ago.
    initialDataUpdatedAt: () => carriedAt,
  });
}

/**
 * The published sections in menu order. `settled` turns true once the server has answered (or
 * failed to): until then a section the starting list lacks may still exist, so pages wait
 * before calling an address unknown.
 */
export function useSections(): { sections: readonly SiteSection[]; settled: boolean } {
  const query = useQuery(sectionsQueryOptions());
  // The server's answer is in once fetched, or when the page carried it (its time is then set).
  return { sections: query.data, settled: query.isFetched || query.dataUpdatedAt > 0 };
}

/**
 * A section's menu label in the interface's language: its Hindi name in Hindi when it has one,
 * else its name. Sections are data, so their labels come from the server, not the resources.
 */
export function sectionName(section: Pick<SiteSection, 'name' | 'translations'>, language: string): string {
  return translated(section, 'name', language);
}

/** The section an address or a subscription's section_category names. */
export function findSection(sections: readonly SiteSection[], slug: string | undefined): SiteSection | undefined {
  return slug === undefined ? undefined : sections.find((section) => section.slug === slug);
}
