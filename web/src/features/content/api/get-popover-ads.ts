import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { popoverAdsAnswer, type PopoverAd } from './schemas';

/** Ads for the once-per-visit corner card. */
export async function getPopoverAds(signal?: AbortSignal): Promise<PopoverAd[]> {
  const answer = await fetchDynamicContent('popover-ads', popoverAdsAnswer, signal);
  return answer.popoverAds;
}

export function popoverAdsQueryOptions() {
  return queryOptions({ queryKey: contentKeys.list('popover-ads'), queryFn: ({ signal }) => getPopoverAds(signal) });
}

export function usePopoverAds() {
  return useQuery(popoverAdsQueryOptions());
}
