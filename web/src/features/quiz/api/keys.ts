import { ACCOUNT_SCOPE } from '@/lib/query-client';

/**
 * Everything here belongs to the logged-in learner (their attempts, their access to a paper):
 * the keys start with the account scope so another session never sees it.
 */
export const quizKeys = {
  all: () => [ACCOUNT_SCOPE, 'quiz'] as const,
  test: (slug: string) => [ACCOUNT_SCOPE, 'quiz', 'test', slug] as const,
  questions: (testId: number) => [ACCOUNT_SCOPE, 'quiz', 'questions', testId] as const,
  rankings: (testId: number) => [ACCOUNT_SCOPE, 'quiz', 'rankings', testId] as const,
  attempted: (testId: number) => [ACCOUNT_SCOPE, 'quiz', 'attempted', testId] as const,
  reviews: () => [ACCOUNT_SCOPE, 'quiz', 'review'] as const,
  review: (attemptId: number) => [ACCOUNT_SCOPE, 'quiz', 'review', attemptId] as const,
  schedule: () => [ACCOUNT_SCOPE, 'quiz', 'schedule'] as const,
  /**
   * The running attempt. Outside the 'quiz' prefix on purpose: refreshing the quiz data after a
   * submit must never ask the server for the attempt again.
   */
  session: (testId: number) => [ACCOUNT_SCOPE, 'quiz-session', testId] as const,
};
