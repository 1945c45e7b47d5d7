import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { testimonialsAnswer, type Testimonial } from './schemas';

/** Toppers' video testimonials (the answer's list is named "carousels"). */
export async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const answer = await fetchDynamicContent('testimonials', testimonialsAnswer, signal);
  return answer.carousels;
}

export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: contentKeys.list('testimonials'), queryFn: ({ signal }) => getTestimonials(signal) });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
