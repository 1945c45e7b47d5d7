import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { popoverAdSchema, type PopoverAd } from './schemas';

/** Ads for the once-per-visit corner card. */
const responseSchema = z.object({ popoverAds: z.array(popoverAdSchema) });

export async function getPopoverAds(signal?: AbortSignal): Promise<PopoverAd[]> {
  const answer = await fetchDynamicContent('popover-ads', responseSchema, signal);
  return answer.popoverAds;
}

export function popoverAdsQueryOptions() {
  return queryOptions({ queryKey: contentKeys.list('popover-ads'), queryFn: ({ signal }) => getPopoverAds(signal) });
}

export function usePopoverAds() {
  return useQuery(popoverAdsQueryOptions());
}
