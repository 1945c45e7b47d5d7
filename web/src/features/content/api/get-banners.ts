import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { bannerSchema, type Banner } from './schemas';

/** Announcements for the strip under the header; selectActiveBanner picks the one to show. */
const responseSchema = z.object({ banners: z.array(bannerSchema) });

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const answer = await fetchDynamicContent('banners', responseSchema, signal);
  return answer.banners;
}

export function bannersQueryOptions() {
  return queryOptions({ queryKey: contentKeys.list('banners'), queryFn: ({ signal }) => getBanners(signal) });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
