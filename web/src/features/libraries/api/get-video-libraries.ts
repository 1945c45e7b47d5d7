import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { listAnswer, type VideoLibrary, videoLibrarySchema } from './schemas';

export async function getVideoLibraries(subscriptionId: number, signal?: AbortSignal): Promise<VideoLibrary[]> {
  const answer = await apiGet('/v1/modules/video-library/list', listAnswer(videoLibrarySchema), {
    query: { subscriptionId },
    signal,
  });
  return answer.responseResult;
}

export function videoLibrariesQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: libraryKeys.videoLibraries(subscriptionId),
    queryFn: ({ signal }) => getVideoLibraries(subscriptionId, signal),
  });
}

export function useVideoLibraries(subscriptionId: number) {
  return useQuery(videoLibrariesQueryOptions(subscriptionId));
}
