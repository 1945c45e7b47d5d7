import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quizKeys } from './keys';
import { attemptedTestSchema } from './schemas';

export function getAttemptedTest(testId: number, signal?: AbortSignal) {
  return apiRequest('/v1/modules/tests/attempted', {
    method: 'POST',
    body: { testId },
    schema: attemptedTestSchema,
    signal,
  });
}

/** The learner's submitted attempts of a test (fresh each visit: a new one may have just landed). */
export function useAttemptedTest(testId: number | null) {
  return useQuery({
    queryKey: quizKeys.attempted(testId ?? 0),
    queryFn: ({ signal }) => getAttemptedTest(testId ?? 0, signal),
    staleTime: 0,
    enabled: testId !== null,
  });
}
