import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { UnsavedChangesProvider } from '@/features/admin/components/form/UnsavedChangesProvider';
import { createTestQueryClient } from './render';

/** The title of the console's question before unsaved changes are lost (docs/product.md, "Unsaved changes"). */
export const LEAVE_QUESTION = 'Leave without saving?';

/**
 * Renders a console form in the console's frame as AdminLayout gives it, in a memory router: a
 * sidebar link to another page (Dashboard), and a page before this one for the browser's back button.
 */
export function renderConsole(form: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <UnsavedChangesProvider>
            <Link to="/admin/dashboard">Dashboard</Link>
            {form}
          </UnsavedChangesProvider>
        ),
      },
    ],
    { initialEntries: ['/admin/prelims-tests', '/admin/prelims-tests/7'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Answers every call the console makes, fetch and upload alike, with 200 and what `answer` gives
 * for its method and address; keeps the calls made, as "METHOD /api/...".
 */
export function answerCalls(answer: (method: string, url: string) => unknown): string[] {
  const calls: string[] = [];
  const respond = (method: string, url: string) => {
    calls.push(`${method} ${url}`);
    return JSON.stringify(answer(method, url) ?? {});
  };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    Promise.resolve(
      new Response(respond(init?.method ?? 'GET', url), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  class FakeUpload {
    status = 0;
    responseText = '';
    upload = { addEventListener: () => undefined };
    private method = '';
    private url = '';
    private listeners: Record<string, (() => void)[]> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    abort() {}
    send() {
      setTimeout(() => {
        this.status = 200;
        this.responseText = respond(this.method, this.url);
        this.listeners.load?.forEach((listener) => listener());
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return calls;
}
