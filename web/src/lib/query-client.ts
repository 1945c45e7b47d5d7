import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Queries whose answer belongs to the logged-in learner (profile, subscriptions, ...) put this
 * first in their key. The auth provider resets them whenever the session changes (login, logout,
 * a 401, another tab), so one learner never sees what was cached for another.
 */
export const ACCOUNT_SCOPE = 'account';

/** Client errors (4xx) will not change on a retry; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Marketing content changes a few times a day; refetching on every focus is waste.
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}
