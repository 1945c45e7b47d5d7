import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quizKeys } from './keys';
import { rankingsSchema } from './schemas';

export function getRankings(testId: number, signal?: AbortSignal) {
  return apiRequest('/v1/modules/tests/showRankings', {
    method: 'POST',
    body: { test_id: testId },
    schema: rankingsSchema,
    signal,
  });
}

export function useRankings(testId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: quizKeys.rankings(testId ?? 0),
      queryFn: ({ signal }) => getRankings(testId ?? 0, signal),
      // The server rebuilds a standing at most every 10 seconds; a minute-old one is fine.
      staleTime: 60 * 1000,
    }),
    enabled: testId !== null,
  });
}
