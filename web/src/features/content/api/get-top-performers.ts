import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { topPerformersAnswer, type TopPerformer } from './schemas';

/** Top-performer banners, each with a desktop and a mobile image. */
export async function getTopPerformers(signal?: AbortSignal): Promise<TopPerformer[]> {
  const answer = await fetchDynamicContent('top-performers', topPerformersAnswer, signal);
  return answer.topPerformers;
}

export function topPerformersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('top-performers'),
    queryFn: ({ signal }) => getTopPerformers(signal),
    initialData: () => carriedDynamicContent('top-performers', topPerformersAnswer)?.topPerformers,
  });
}

export function useTopPerformers() {
  return useQuery(topPerformersQueryOptions());
}
