import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { testimonialPlaybackAnswer, type TestimonialPlayback } from './schemas';

/** Playback addresses of testimonial videos. */
export async function getTestimonialPlayback(signal?: AbortSignal): Promise<TestimonialPlayback[]> {
  const answer = await fetchDynamicContent('testimonials/playback', testimonialPlaybackAnswer, signal);
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
