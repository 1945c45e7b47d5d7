import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { testimonialSchema, type Testimonial } from './schemas';

/** Toppers' video testimonials (the answer's list is named "carousels"). */
const responseSchema = z.object({ carousels: z.array(testimonialSchema) });

export async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const answer = await fetchDynamicContent('testimonials', responseSchema, signal);
  return answer.carousels;
}

export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: contentKeys.list('testimonials'), queryFn: ({ signal }) => getTestimonials(signal) });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
