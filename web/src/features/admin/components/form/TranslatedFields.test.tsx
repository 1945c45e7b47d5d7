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
  name: 'categories',
  title: 'Sections',
  singular: 'section',
  fields: [{ name: 'name', label: 'Menu label', kind: 'text', required: true, max: 40, translated: true }],
  columns: [],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: () => 'PCS',
};

const record = { id: 6, name: 'PCS', translations: { hi: { name: 'पीसीएस' } } };

/** Answers each save with `answer`, and keeps the bodies sent. */
function server(answer: { status: number; body: unknown }) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    sent.push(init.body instanceof URLSearchParams ? init.body.toString() : 'not a form');
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return sent;
}

function renderForm() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <UnsavedChangesProvider>
          <ResourceForm spec={spec} record={record} onSaved={() => undefined} onCancel={() => undefined} />
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

describe('a translated field in the console', () => {
  it('shows English with each other language beside it, in its own name and lang', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Menu label' });
    expect(within(group).getByRole('textbox', { name: /Menu label/ })).toHaveValue('PCS');
    const hindi = within(group).getByRole('textbox', { name: /हिन्दी/ });
    expect(hindi).toHaveValue('पीसीएस');
    expect(hindi).toHaveAttribute('lang', 'hi');
    const marathi = within(group).getByRole('textbox', { name: /मराठी/ });
    expect(marathi).toHaveValue('');
    expect(marathi).toHaveAttribute('lang', 'mr');
  });

  it('sends only the language changed, under its translations name', async () => {
    const sent = server({
      status: 200,
      body: { status: 200, item: { ...record, translations: { mr: { name: 'पीसीएस' } } } },
    });
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /मराठी/ }), 'राज्यसेवा');
    await userEvent.clear(screen.getByRole('textbox', { name: /हिन्दी/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(new URLSearchParams(sent[0])).toEqual(
      new URLSearchParams({ 'translations.hi.name': '', 'translations.mr.name': 'राज्यसेवा' }),
    );
  });

  it("shows the server's message about a language on that language's field", async () => {
    server({
      status: 400,
      body: {
        status: 400,
        message: 'Please fix the errors above.',
        errors: { 'translations.mr.name': 'Write the English menu label first.' },
      },
    });
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /मराठी/ }), 'राज्यसेवा');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const marathi = screen.getByRole('textbox', { name: /मराठी/ });
    expect(await screen.findByText('Write the English menu label first.')).toBeVisible();
    expect(marathi).toHaveAccessibleDescription(/Write the English menu label first/);
  });
});
