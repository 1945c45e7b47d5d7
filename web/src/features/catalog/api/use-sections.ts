import { useMemo } from 'react';
import { findSection, useSections } from '@/config/section-categories';
import { useWording } from '../components/use-wording';
import { type Section, sectionFrom } from '../rules/sections';

/**
 * The site's sections with their pages (rules/sections.ts), from the sections call, worded in
 * the interface's language. `settled` is false while only the starting list is known
 * (config/section-categories.ts).
 */
export function useCatalogSections(): { sections: readonly Section[]; settled: boolean } {
  const { sections: site, settled } = useSections();
  const wording = useWording();
  const sections = useMemo(
    () => site.map((each) => sectionFrom(each, wording)).filter((section): section is Section => section !== undefined),
    [site, wording],
  );
  return { sections, settled };
}

/** The section an address or a subscription's section_category names, when it is shown. */
export function useSection(slug: string | undefined): { section: Section | undefined; settled: boolean } {
  const { sections: site, settled } = useSections();
  const wording = useWording();
  const found = findSection(site, slug);
  const section = useMemo(() => (found ? sectionFrom(found, wording) : undefined), [found, wording]);
  return { section, settled };
}
