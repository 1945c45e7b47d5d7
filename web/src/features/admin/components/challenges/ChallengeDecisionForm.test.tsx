import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/console';
import type { ChallengedQuestion } from '../../api/key-challenges';
import { ChallengeDecisionForm } from './ChallengeDecisionForm';

const question: ChallengedQuestion = {
  questionId: 42,
  testId: 9,
  testName: 'All-India Mock 4',
  number: 2,
  description: '<p>Which river is known as the Sorrow of Bihar?</p>',
  options: [
    { id: 101, text: 'Damodar', isCorrect: false },
    { id: 102, text: 'Son', isCorrect: true },
    { id: 103, text: 'Kosi', isCorrect: false },
    { id: 104, text: 'Gandak', isCorrect: false },
  ],
  dropped: false,
  counts: { open: 2, accepted: 0, rejected: 0 },
  challenges: [],
};

/** Answers every call with `status` and `body`, and keeps the JSON bodies sent. */
function answerWith(status: number, body: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body instanceof Blob ? JSON.parse(await init.body.text()) : init.body });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

function renderForm() {
  return renderConsole(<ChallengeDecisionForm question={question} />);
}

const REPLY = 'You are right: the Kosi is the Sorrow of Bihar.';

describe('the key challenge decision form', () => {
  it('asks for a decision and a reply', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderForm();
    const form = screen.getByRole('form', { name: 'Decision on question 2' });
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));
    expect(within(form).getByText('Choose a decision.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Reply to the learners/ })).toHaveAccessibleDescription(
      /Write a reply: the learners read it in their review\./,
    );

    expect(sent).toEqual([]);
  });

  it('asks for a new key other than the current one', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderForm();
    const form = screen.getByRole('form', { name: 'Decision on question 2' });
    await user.click(within(form).getByRole('radio', { name: /Accept: change the key/ }));
    const options = within(form).getByRole('group', { name: /New correct option/ });
    expect(within(options).getAllByRole('radio')).toHaveLength(4);
    expect(within(options).getByText('(current key)').closest('label')).toHaveTextContent('B. Son');
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));
    expect(within(form).getByText('Choose the correct option, or drop the question.')).toBeInTheDocument();
    await user.click(within(options).getByRole('radio', { name: /Son/ }));
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));
    expect(
      within(form).getByText(
        'This option is the key already: choose another one, drop the question or reject the challenges.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says what accepting does, then changes the key and tells how many attempts were re-scored', async () => {
    const user = userEvent.setup();
    const told = vi.spyOn(toast, 'success');
    const sent = answerWith(200, { message: '2 challenges accepted', rescored: 14, changed: 9 });
    renderForm();
    const form = screen.getByRole('form', { name: 'Decision on question 2' });
    await user.click(within(form).getByRole('radio', { name: /Accept: change the key/ }));
    await user.click(within(form).getByRole('radio', { name: /Kosi/ }));
    await user.click(within(form).getByRole('textbox', { name: /Reply to the learners/ }));
    await user.paste(REPLY);
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));

    const confirm = screen.getByRole('dialog', { name: 'Change the key of question 2?' });
    expect(confirm).toHaveTextContent('Option C (Kosi) becomes the correct answer.');
    expect(confirm).toHaveTextContent('Every attempt of this test will be re-scored and re-ranked.');
    expect(confirm).toHaveTextContent('The 2 open challenges close as accepted, with your reply.');
    // Cancel has the focus: Enter alone changes nothing.
    await vi.waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Accept and re-score' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        url: '/api/v1/admin/questions/42/challenges/decide',
        body: { decision: 'accept', correctOption: 103, drop: false, reply: REPLY },
      },
    ]);
    expect(told).toHaveBeenCalledWith(
      'Challenges of question 2 accepted: 14 attempts re-scored and re-ranked, 9 results changed.',
    );
    expect(within(form).getByRole('textbox', { name: /Reply to the learners/ })).toHaveValue('');
  });

  it('drops the question, or rejects the challenges, after saying so', async () => {
    const user = userEvent.setup();
    const sent = answerWith(200, { rescored: 3, changed: 3 });
    renderForm();
    const form = screen.getByRole('form', { name: 'Decision on question 2' });
    await user.click(within(form).getByRole('radio', { name: /Accept: drop the question/ }));
    await user.click(within(form).getByRole('textbox', { name: /Reply to the learners/ }));
    await user.paste('Two options are right.');
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));
    const drop = screen.getByRole('dialog', { name: 'Drop question 2?' });
    expect(drop).toHaveTextContent('Everyone who sat All-India Mock 4 gets the question’s marks.');
    await user.click(within(drop).getByRole('button', { name: 'Cancel' }));

    await user.click(within(form).getByRole('radio', { name: /Reject/ }));
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));
    const reject = screen.getByRole('dialog', { name: 'Reject the challenges of question 2?' });
    expect(reject).toHaveTextContent('The key stays as it is.');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ decision: 'reject', reply: 'Two options are right.' });
  });

  it('keeps the confirmation open with the server’s refusal', async () => {
    const user = userEvent.setup();
    answerWith(409, { message: 'This question has no open challenges.' });
    renderForm();
    const form = screen.getByRole('form', { name: 'Decision on question 2' });
    await user.click(within(form).getByRole('radio', { name: /Reject/ }));
    await user.click(within(form).getByRole('textbox', { name: /Reply to the learners/ }));
    await user.paste('The key is right.');
    await user.click(within(form).getByRole('button', { name: 'Decide on question 2' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This question has no open challenges.');
  });
});
