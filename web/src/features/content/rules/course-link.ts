import type { PopularSubscription } from '../api/schemas';

/**
 * Where a popular-course card leads: the course's page in its section, except PCS and
 * optional subjects, whose courses are reached from their section's list.
 */
export function popularCourseHref({
  section_category,
  slug,
}: Pick<PopularSubscription, 'section_category' | 'slug'>): string {
  if (section_category === 'pcs' || section_category === 'optionals') return `/${section_category}`;
  return `/${section_category}/${encodeURIComponent(slug)}`;
}
