import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quizKeys } from './keys';
import { rankingsSchema } from './schemas';

/**
 * A test's rankings; `qualified` narrows a GS paper's to those who qualified in its CSAT paper
 * (docs/product.md, "CSAT").
 */
export function getRankings(testId: number, qualified = false, signal?: AbortSignal) {
  return apiRequest('/v1/modules/tests/showRankings', {
    method: 'POST',
    body: qualified ? { test_id: testId, qualified: 1 } : { test_id: testId },
    schema: rankingsSchema,
    signal,
  });
}

export function useRankings(testId: number | null, qualified = false) {
  return useQuery({
    ...queryOptions({
      // Under the test's key, so that a submission refreshes both lists.
      queryKey: [...quizKeys.rankings(testId ?? 0), qualified ? 'qualified' : 'all'] as const,
      queryFn: ({ signal }) => getRankings(testId ?? 0, qualified, signal),
      // The server rebuilds a standing at most every 10 seconds; a minute-old one is fine.
      staleTime: 60 * 1000,
    }),
    enabled: testId !== null,
    // Switching between everyone and those who qualified keeps the list on screen until the other
    // arrives (the same test only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === (testId ?? 0) ? previous : undefined),
  });
}
