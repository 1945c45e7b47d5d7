import { ownPageOf } from '@/config/section-categories';
import type { PopularSubscription } from '../api/schemas';

/**
 * Where a popular-course card leads: the course's page in its section, except in the sections
 * with pages of their own (PCS, optional subjects), whose courses are reached from their list.
 */
export function popularCourseHref({
  section_category,
  slug,
}: Pick<PopularSubscription, 'section_category' | 'slug'>): string {
  if (ownPageOf(section_category)) return `/${section_category}`;
  return `/${section_category}/${encodeURIComponent(slug)}`;
}
