import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createTestQueryClient } from '@/test/render';
import type { QuestionReport } from '../api/schemas';
import { ReportErrorButton } from './ReportErrorButton';

function renderButton(report: QuestionReport | null = null) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ReportErrorButton question={{ id: 42, number: 3, report }} />
    </QueryClientProvider>,
  );
}

/** Answers every call with `status` and `body`, and keeps the requests sent. */
function answerWith(status: number, body: unknown) {
  const sent: { url: string; body: string; language: string | null }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: init.body instanceof URLSearchParams ? init.body.toString() : '',
      language: new Headers(init.headers).get('Accept-Language'),
    });
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return sent;
}

const openReport: QuestionReport = { id: 7, kind: 'typo', note: 'Lok Sabah', status: 'open', reply: '' };

describe('Report an error', () => {
  it('checks the form, sends the report and thanks the learner', async () => {
    const user = userEvent.setup();
    const thanked = vi.spyOn(toast, 'success');
    const sent = answerWith(201, {
      status: 201,
      message: 'Thank you. Our faculty will check this question.',
      body: {
        report: { id: 9, questionId: 42, kind: 'other', note: 'Two options are the same.', status: 'open', reply: '' },
      },
    });
    renderButton();
    const opener = screen.getByRole('button', { name: 'Report an error in question 3' });
    expect(opener).toHaveTextContent('Report an error');
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Report an error in question 3' });
    const group = within(dialog).getByRole('group', { name: 'What is wrong?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['wrong_key', 'translation', 'typo', 'other']);
    // Focus opens on the first kind; the arrow keys move through the group.
    expect(within(group).getByRole('radio', { name: /Wrong answer key/ })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose what is wrong with the question.')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /Other/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAccessibleDescription(/Tell us what is wrong with the question\./);
    expect(sent).toEqual([]);

    await user.type(note, 'Two options are the same.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/modules/tests/questions/42/report');
    expect(new URLSearchParams(sent[0]?.body)).toEqual(
      new URLSearchParams({ kind: 'other', note: 'Two options are the same.' }),
    );
    expect(thanked).toHaveBeenCalledWith('Thank you. Our faculty will check this question.');
    // Focus goes back to the button that opened the dialog.
    expect(opener).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    answerWith(400, {
      status: 400,
      message: 'Please fix the errors above.',
      errors: { note: 'The note must be at most 1,000 characters.' },
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report an error in question 3' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Typo or spelling mistake/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText('The note must be at most 1,000 characters.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fix the errors above.');
  });

  it('closes on Escape without sending anything', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderButton();
    const opener = screen.getByRole('button', { name: 'Report an error in question 3' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says the question is reported, and edits the open report', async () => {
    const user = userEvent.setup();
    renderButton(openReport);
    expect(screen.getByText('Reported')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit your report of question 3' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Typo or spelling mistake/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Typo or spelling mistake/ })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Lok Sabah');
    expect(within(dialog).getByRole('button', { name: 'Update report' })).toBeInTheDocument();
  });

  it('says the report is resolved, with the faculty’s reply', () => {
    renderButton({ ...openReport, status: 'resolved', reply: 'Corrected to Lok Sabha. Thank you!' });
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(screen.getByText('Our faculty’s reply')).toBeInTheDocument();
    expect(screen.getByText('Corrected to Lok Sabha. Thank you!')).toBeInTheDocument();
    // A closed report is not edited: a new one may be made.
    expect(screen.getByRole('button', { name: 'Report an error in question 3' })).toBeInTheDocument();
  });
});

describe('Report an error in Hindi', () => {
  it('reads in Hindi and asks the server in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const user = userEvent.setup();
    const sent = answerWith(201, {
      status: 201,
      message: 'धन्यवाद। हमारे शिक्षक इस प्रश्न की जाँच करेंगे।',
      body: { report: { id: 9, questionId: 42, kind: 'translation', note: '', status: 'open', reply: '' } },
    });
    renderButton({ ...openReport, status: 'resolved', reply: '' });
    expect(screen.getByText('समाधान हो गया')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'प्रश्न 3 में त्रुटि की सूचना दें' });
    expect(opener).toHaveTextContent('त्रुटि की सूचना दें');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'प्रश्न 3 में त्रुटि की सूचना दें' });
    await user.click(within(dialog).getByRole('button', { name: 'सूचना भेजें' }));
    expect(within(dialog).getByText('चुनें कि प्रश्न में क्या गलत है।')).toBeInTheDocument();
    for (const kind of ['गलत उत्तर कुंजी', 'अनुवाद में अंतर', 'वर्तनी/टंकण त्रुटि', 'अन्य']) {
      expect(within(dialog).getByRole('radio', { name: new RegExp(kind) })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('radio', { name: /अनुवाद में अंतर/ }));
    await user.click(within(dialog).getByRole('button', { name: 'सूचना भेजें' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.language).toBe('hi');
  });
});
