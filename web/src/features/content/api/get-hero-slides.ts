import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { heroSlidesAnswer, type HeroSlide } from './schemas';

/** Hero carousel slides (the answer's list is named "carousels"). */
export async function getHeroSlides(signal?: AbortSignal): Promise<HeroSlide[]> {
  const answer = await fetchDynamicContent('carousels', heroSlidesAnswer, signal);
  return answer.carousels;
}

export function heroSlidesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('carousels'),
    queryFn: ({ signal }) => getHeroSlides(signal),
    initialData: () => carriedDynamicContent('carousels', heroSlidesAnswer)?.carousels,
  });
}

export function useHeroSlides() {
  return useQuery(heroSlidesQueryOptions());
}
