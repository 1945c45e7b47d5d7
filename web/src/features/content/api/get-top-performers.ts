import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { topPerformerSchema, type TopPerformer } from './schemas';

/** Top-performer banners, each with a desktop and a mobile image. */
const responseSchema = z.object({ topPerformers: z.array(topPerformerSchema) });

export async function getTopPerformers(signal?: AbortSignal): Promise<TopPerformer[]> {
  const answer = await fetchDynamicContent('top-performers', responseSchema, signal);
  return answer.topPerformers;
}

export function topPerformersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('top-performers'),
    queryFn: ({ signal }) => getTopPerformers(signal),
    initialData: () => carriedDynamicContent('top-performers', responseSchema)?.topPerformers,
  });
}

export function useTopPerformers() {
  return useQuery(topPerformersQueryOptions());
}
