import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListPrelimsLibraryResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { type PrelimsTest, prelimsTestSchema } from './schemas';

const libraryAnswer = reading(z.omit(zListPrelimsLibraryResponse, { status: true, message: true }), {
  responseResult: z.array(prelimsTestSchema),
});

export async function getPrelimsLibrary(subscriptionId: number, signal?: AbortSignal): Promise<PrelimsTest[]> {
  const answer = await apiGet('/v1/modules/tests/library', libraryAnswer, {
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
