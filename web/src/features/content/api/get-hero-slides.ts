import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { heroSlideSchema, type HeroSlide } from './schemas';

/** Hero carousel slides (the answer's list is named "carousels"). */
const responseSchema = z.object({ carousels: z.array(heroSlideSchema) });

export async function getHeroSlides(signal?: AbortSignal): Promise<HeroSlide[]> {
  const answer = await fetchDynamicContent('carousels', responseSchema, signal);
  return answer.carousels;
}

export function heroSlidesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('carousels'),
    queryFn: ({ signal }) => getHeroSlides(signal),
    initialData: () => carriedDynamicContent('carousels', responseSchema)?.carousels,
  });
}

export function useHeroSlides() {
  return useQuery(heroSlidesQueryOptions());
}
