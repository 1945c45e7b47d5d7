import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { bannerSchema, type Banner } from './schemas';

/** Announcements for the strip under the header; selectActiveBanner picks the one to show. */
const responseSchema = z.object({ banners: z.array(bannerSchema) });

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const answer = await fetchDynamicContent('banners', responseSchema, signal);
  return answer.banners;
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('banners'),
    queryFn: ({ signal }) => getBanners(signal),
    // The page carries them from the server, so the strip is there at the first paint instead of
    // pushing the page down when it arrives.
    initialData: () => carriedDynamicContent('banners', responseSchema)?.banners,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
