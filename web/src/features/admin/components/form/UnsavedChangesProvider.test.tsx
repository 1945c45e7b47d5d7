import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_QUESTION, renderConsole } from '@/test/console';
import type { ResourceSpec } from '../../model/resource';
import { QuestionDialog } from '../questions/QuestionDialog';
import { ResourceForm } from './ResourceForm';

const spec: ResourceSpec = {
  name: 'prelims-tests',
  title: 'Prelims tests',
  singular: 'prelims test',
  fields: [{ name: 'name', label: 'Name', kind: 'text', required: true, max: 200 }],
  columns: [],
  defaultSort: { sort: 'position', order: 'asc' },
  titleOf: () => 'GS Mock 3',
};

const record = { id: 7, name: 'GS Mock 3' };

function renderTestForm(onSaved = vi.fn()) {
  return renderConsole(
    <ResourceForm spec={spec} record={record} onSaved={onSaved} onCancel={() => undefined} className="" />,
  );
}

async function changeTheName(user: ReturnType<typeof userEvent.setup>) {
  const name = screen.getByRole('textbox', { name: /Name/ });
  await user.clear(name);
  await user.type(name, 'GS Mock 4');
}

afterEach(() => vi.unstubAllGlobals());

describe('leaving a console form with unsaved changes (docs/product.md, "Unsaved changes")', () => {
  it('asks before a sidebar link leaves, and stays on Cancel, from the keyboard', async () => {
    const user = userEvent.setup();
    const router = renderTestForm();
    await changeTheName(user);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));

    const dialog = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    expect(within(dialog).getByText('Your changes to this prelims test will be lost.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/prelims-tests/7');
    // Cancel has the focus: Enter keeps the changes.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/prelims-tests/7');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('GS Mock 4');
  });

  it('leaves once staff confirm', async () => {
    const user = userEvent.setup();
    const router = renderTestForm();
    await changeTheName(user);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it("asks before the browser's back button, and Escape stays", async () => {
    const user = userEvent.setup();
    const router = renderTestForm();
    await changeTheName(user);
    void router.navigate(-1);
    await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/prelims-tests/7');
  });

  it('asks before the tab is closed or reloaded, only while there are changes', async () => {
    const user = userEvent.setup();
    renderTestForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await changeTheName(user);
    expect(unload()).toBe(true);
  });

  it('lets a form without changes go, and asks once on its own Cancel once it has some', async () => {
    const user = userEvent.setup();
    // Cancel goes back to the list, as on the record's page.
    const page: { router?: ReturnType<typeof renderConsole> } = {};
    const onCancel = vi.fn(() => void page.router?.navigate('/admin/prelims-tests?page=2'));
    const router = renderConsole(
      <ResourceForm spec={spec} record={record} onSaved={() => undefined} onCancel={onCancel} className="" />,
    );
    page.router = router;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await changeTheName(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog', { name: LEAVE_QUESTION })).not.toBeInTheDocument();
  });

  it('does not ask once the changes are saved', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 200, item: { id: 7, name: 'GS Mock 4' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    // The record's page goes back to the list once the change is saved.
    const page: { router?: ReturnType<typeof renderConsole> } = {};
    const router = renderTestForm(vi.fn(() => void page.router?.navigate('/admin/prelims-tests')));
    page.router = router;
    await changeTheName(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/prelims-tests'));
    expect(screen.queryByRole('dialog', { name: LEAVE_QUESTION })).not.toBeInTheDocument();
  });

  it('asks on Escape in the question dialog, and a second Escape closes only the question', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderConsole(<QuestionDialog testId={7} question={null} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();

    await user.type(
      screen.getByRole('textbox', { name: /^Question(?! in Hindi)/ }),
      'Which river is called the Dakshin Ganga?',
    );
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    expect(within(dialog).getByText('Your changes to the new question will be lost.')).toBeInTheDocument();
    // The question on top keeps Tab to itself.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Leave without saving' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: LEAVE_QUESTION })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a question' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_QUESTION })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
