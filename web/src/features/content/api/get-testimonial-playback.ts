import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { testimonialPlaybackSchema, type TestimonialPlayback } from './schemas';

/** Playback addresses of testimonial videos. */
const responseSchema = z.object({ videoPlayBackUrl: z.array(testimonialPlaybackSchema) });

export async function getTestimonialPlayback(signal?: AbortSignal): Promise<TestimonialPlayback[]> {
  const answer = await fetchDynamicContent('testimonials/playback', responseSchema, signal);
  return answer.videoPlayBackUrl;
}

export function testimonialPlaybackQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('testimonials/playback'),
    queryFn: ({ signal }) => getTestimonialPlayback(signal),
  });
}

export function useTestimonialPlayback() {
  return useQuery(testimonialPlaybackQueryOptions());
}
