import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import type { ResourceSpec } from '../../model/resource';
import { ResourceForm } from './ResourceForm';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';

const spec: ResourceSpec = {
  name: 'prelims-tests',
  title: 'Prelims tests',
  singular: 'prelims test',
  fields: [
    { name: 'marks_incorrect', label: 'Marks taken for a wrong answer', kind: 'marks', required: true, max: 100 },
  ],
  columns: [],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: () => 'Mock 7',
};

const record = { id: 7, marks_incorrect: 0.66 };

const EFFECT =
  'The new marking scheme re-scores the 12 submitted attempts of this test: 9 of the results change, and ranks and percentiles follow at once.';

/** Answers the first call 428 with what the change does, and the next ones with the saved record; keeps the bodies sent. */
function needsConfirmationFirst() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push(init.body instanceof URLSearchParams ? init.body.toString() : 'not a form');
    const [status, body] =
      sent.length === 1
        ? [428, { status: 428, message: EFFECT }]
        : [200, { status: 200, item: { id: 7, marks_incorrect: 0.5 } }];
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return sent;
}

/** The form in the console's frame: a router, and the guard of unsaved changes. */
function renderForm(onSaved: () => void) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <UnsavedChangesProvider>
          <ResourceForm spec={spec} record={record} onSaved={onSaved} onCancel={() => undefined} />
        </UnsavedChangesProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a change that waits for staff to confirm it (docs/product.md, "Results stay possible and fair")', () => {
  it('shows what the change does and sends it again with confirm=1, from the keyboard', async () => {
    const user = userEvent.setup();
    const sent = needsConfirmationFirst();
    const onSaved = vi.fn();
    renderForm(onSaved);
    const input = screen.getByRole('textbox', { name: /Marks taken for a wrong answer/ });
    await user.clear(input);
    await user.type(input, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Learners will see this change' });
    expect(within(dialog).getByText(EFFECT)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    // Cancel has the focus, so Enter alone never applies it; Tab reaches the confirmation.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save and apply' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent).toEqual(['marks_incorrect=0.5', 'marks_incorrect=0.5&confirm=1']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a refusal about a field the form has no input for', () => {
  it("shows the server's message for it, not only 'Please fix the errors above.'", async () => {
    const user = userEvent.setup();
    const message = 'A test with no questions cannot be published: add its questions first.';
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({ status: 400, message: 'Please fix the errors above.', errors: { is_published: message } }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    renderForm(() => undefined);
    const input = screen.getByRole('textbox', { name: /Marks taken for a wrong answer/ });
    await user.clear(input);
    await user.type(input, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
