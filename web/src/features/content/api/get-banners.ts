import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { bannersAnswer, type Banner } from './schemas';

/** Announcements for the strip under the header; selectActiveBanner picks the one to show. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const answer = await fetchDynamicContent('banners', bannersAnswer, signal);
  return answer.banners;
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('banners'),
    queryFn: ({ signal }) => getBanners(signal),
    // The page carries them from the server, so the strip is there at the first paint instead of
    // pushing the page down when it arrives.
    initialData: () => carriedDynamicContent('banners', bannersAnswer)?.banners,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
