import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { offeringSchema, type Offering } from './schemas';

/** The offerings grid of the home page. */
const responseSchema = z.object({ ourOfferings: z.array(offeringSchema) });

export async function getOfferings(signal?: AbortSignal): Promise<Offering[]> {
  const answer = await fetchDynamicContent('our-offerings', responseSchema, signal);
  return answer.ourOfferings;
}

export function offeringsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('our-offerings'),
    queryFn: ({ signal }) => getOfferings(signal),
    initialData: () => carriedDynamicContent('our-offerings', responseSchema)?.ourOfferings,
  });
}

export function useOfferings() {
  return useQuery(offeringsQueryOptions());
}
