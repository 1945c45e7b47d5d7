import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { offeringsAnswer, type Offering } from './schemas';

/** The offerings grid of the home page. */
export async function getOfferings(signal?: AbortSignal): Promise<Offering[]> {
  const answer = await fetchDynamicContent('our-offerings', offeringsAnswer, signal);
  return answer.ourOfferings;
}

export function offeringsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('our-offerings'),
    queryFn: ({ signal }) => getOfferings(signal),
    initialData: () => carriedDynamicContent('our-offerings', offeringsAnswer)?.ourOfferings,
  });
}

export function useOfferings() {
  return useQuery(offeringsQueryOptions());
}
