import { useMemo } from 'react';
import { findSection, useSections } from '@/config/section-categories';
import { type Section, sectionFrom } from '../rules/sections';

/**
 * The site's sections with their pages (rules/sections.ts), from the sections call. `settled`
 * is false while only the starting list is known (config/section-categories.ts).
 */
export function useCatalogSections(): { sections: readonly Section[]; settled: boolean } {
  const { sections: site, settled } = useSections();
  const sections = useMemo(
    () => site.map(sectionFrom).filter((section): section is Section => section !== undefined),
    [site],
  );
  return { sections, settled };
}

/** The section an address or a subscription's section_category names, when it is shown. */
export function useSection(slug: string | undefined): { section: Section | undefined; settled: boolean } {
  const { sections: site, settled } = useSections();
  const found = findSection(site, slug);
  const section = useMemo(() => (found ? sectionFrom(found) : undefined), [found]);
  return { section, settled };
}
