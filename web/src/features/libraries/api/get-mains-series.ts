import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { listAnswer, type MainsSeries, mainsSeriesSchema } from './schemas';

export async function getMainsSeries(subscriptionId: number, signal?: AbortSignal): Promise<MainsSeries[]> {
  const answer = await apiGet('/v1/modules/mains/tests/list', listAnswer(mainsSeriesSchema), {
    query: { subscriptionId },
    signal,
  });
  return answer.responseResult;
}

export function mainsSeriesQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: libraryKeys.mainsSeries(subscriptionId),
    queryFn: ({ signal }) => getMainsSeries(subscriptionId, signal),
  });
}

export function useMainsSeries(subscriptionId: number) {
  return useQuery(mainsSeriesQueryOptions(subscriptionId));
}
