import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '@/features/auth';

/** A fresh cache per test that never retries, so a failing call fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders UI inside a real (in-memory) router, a fresh query cache and the real auth provider,
 * with a catch-all route so tests can see where a click navigated to. Pass a query client to seed
 * answers the UI would otherwise fetch, and a route pattern (such as '/quiz/:testSlug/review/:attemptId')
 * for a page that reads its address's parameters.
 */
export function renderWithRouter(
  ui: ReactNode,
  {
    path = '/',
    route = '*',
    queryClient = createTestQueryClient(),
  }: { path?: string; route?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: <AuthProvider>{ui}</AuthProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
