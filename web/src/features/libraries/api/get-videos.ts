import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { listAnswer, type Video, videoSchema } from './schemas';

export async function getVideos(
  subscriptionId: number,
  videoLibraryId: number,
  signal?: AbortSignal,
): Promise<Video[]> {
  const answer = await apiGet('/v1/modules/videos/list', listAnswer(videoSchema), {
    query: { subscriptionId, videoLibraryId },
    signal,
  });
  return answer.responseResult;
}

export function videosQueryOptions(subscriptionId: number, videoLibraryId: number) {
  return queryOptions({
    queryKey: libraryKeys.videos(subscriptionId, videoLibraryId),
    queryFn: ({ signal }) => getVideos(subscriptionId, videoLibraryId, signal),
  });
}

export function useVideos(subscriptionId: number, videoLibraryId: number) {
  return useQuery(videosQueryOptions(subscriptionId, videoLibraryId));
}
