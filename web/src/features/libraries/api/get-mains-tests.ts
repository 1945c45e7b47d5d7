import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { listAnswer, type MainsTest, mainsTestSchema } from './schemas';

export async function getMainsTests(
  subscriptionId: number,
  mainsTestSeriesId: number,
  signal?: AbortSignal,
): Promise<MainsTest[]> {
  const answer = await apiGet('/v1/modules/mains/questions/list', listAnswer(mainsTestSchema), {
    query: { subscriptionId, mainsTestSeriesId },
    signal,
  });
  return answer.responseResult;
}

export function mainsTestsQueryOptions(subscriptionId: number, mainsTestSeriesId: number) {
  return queryOptions({
    queryKey: libraryKeys.mainsTests(subscriptionId, mainsTestSeriesId),
    queryFn: ({ signal }) => getMainsTests(subscriptionId, mainsTestSeriesId, signal),
    // Windows open and close and evaluations arrive: never show an old answer for long.
    staleTime: 30_000,
  });
}

export function useMainsTests(subscriptionId: number, mainsTestSeriesId: number) {
  return useQuery(mainsTestsQueryOptions(subscriptionId, mainsTestSeriesId));
}
