import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clockOffsetMs } from '../rules/server-clock';
import { quizKeys } from './keys';
import { type AttemptedTest, attemptedTestSchema } from './schemas';

export interface AttemptedAnswer extends AttemptedTest {
  /** How far the server's clock is ahead of this device's, for the running attempt's time left. */
  clockOffsetMs: number;
}

export async function getAttemptedTest(testId: number, signal?: AbortSignal): Promise<AttemptedAnswer> {
  const sentAt = Date.now();
  const answer = await apiRequest('/v1/modules/tests/attempted', {
    method: 'POST',
    body: { testId },
    schema: attemptedTestSchema,
    signal,
  });
  const serverNow = answer.openAttempt?.serverNow;
  return { ...answer, clockOffsetMs: serverNow ? clockOffsetMs(serverNow, sentAt, Date.now()) : 0 };
}

/** While the running attempt is past its deadline, the server is finishing it: look again soon. */
const FINISHING_POLL_MS = 10_000;

function finishing(data: AttemptedAnswer | undefined): boolean {
  const open = data?.openAttempt;
  if (!data || !open) return false;
  return Date.parse(open.deadline) <= Date.now() + data.clockOffsetMs;
}

/**
 * The learner's attempts of a test: the submitted ones and the one still running (fresh each
 * visit: a new one may have just landed).
 */
export function useAttemptedTest(testId: number | null) {
  return useQuery({
    queryKey: quizKeys.attempted(testId ?? 0),
    queryFn: ({ signal }) => getAttemptedTest(testId ?? 0, signal),
    staleTime: 0,
    enabled: testId !== null,
    refetchInterval: (query) => (finishing(query.state.data) ? FINISHING_POLL_MS : false),
  });
}
