import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { listAnswer, type PrelimsTest, prelimsTestSchema } from './schemas';

export async function getPrelimsLibrary(subscriptionId: number, signal?: AbortSignal): Promise<PrelimsTest[]> {
  const answer = await apiGet('/v1/modules/tests/library', listAnswer(prelimsTestSchema), {
    query: { subscriptionId },
    signal,
  });
  return answer.responseResult;
}

export function prelimsLibraryQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: libraryKeys.prelims(subscriptionId),
    queryFn: ({ signal }) => getPrelimsLibrary(subscriptionId, signal),
    // Back from a test, the explanation and discussion video may have opened: look again.
    staleTime: 0,
  });
}

export function usePrelimsLibrary(subscriptionId: number) {
  return useQuery(prelimsLibraryQueryOptions(subscriptionId));
}
