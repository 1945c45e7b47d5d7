import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { createTestQueryClient } from '@/test/render';
import type { KeyChallenge } from '../api/challenge-schemas';
import type { ReviewQuestion } from '../api/schemas';
import { ChallengeKeyButton, ChallengeStatusPanel } from './KeyChallenge';
import { ReviewQuestionCard } from './ReviewQuestionCard';
import { ReviewStateFilter } from './ReviewStateFilter';

type Question = Parameters<typeof ChallengeKeyButton>[0]['question'];

const question: Question = { id: 42, number: 3, correctOption: 7, dropped: false, challenge: null };

function renderButton(overrides: Partial<Question> = {}, open = true) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ChallengeKeyButton question={{ ...question, ...overrides }} periodOpen={open} />
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

const openChallenge: KeyChallenge = {
  status: 'open',
  reason: 'The Kosi is the Sorrow of Bihar, not the Son.',
  reply: '',
  createdAt: '2026-11-25T10:00:00Z',
  decidedAt: null,
};

const REASON = 'NCERT Class 9 Geography, chapter 3: the Kosi is the Sorrow of Bihar.';

describe('Challenge the key', () => {
  it('checks the reason and counts its characters', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderButton();
    const opener = screen.getByRole('button', { name: 'Challenge the key of question 3' });
    expect(opener).toHaveTextContent('Challenge the key');
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Challenge the key of question 3' });
    const reason = within(dialog).getByRole('textbox', { name: /Your reason/ });
    // Focus opens on the reason; the limits and the count are read with it.
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('At least 10 and at most 1,000 characters. 0 / 1,000 characters');
    expect(reason).toHaveAttribute('maxlength', '1000');

    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(reason).toHaveAccessibleDescription(/^Say why you think the key is wrong\./);
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.click(reason);
    await user.paste('  Wrong  ');
    expect(within(dialog).getByText('5 / 1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(reason).toHaveAccessibleDescription(/^Say why you think the key is wrong, in at least 10 characters\./);
    expect(sent).toEqual([]);
  });

  it('sends the reason and thanks the learner', async () => {
    const user = userEvent.setup();
    const thanked = vi.spyOn(toast, 'success');
    const sent = answerWith(201, {
      status: 201,
      message: 'Thank you. Our faculty will decide your challenge.',
      body: { challenge: { ...openChallenge, reason: REASON } },
    });
    renderButton();
    const opener = screen.getByRole('button', { name: 'Challenge the key of question 3' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Challenge the key of question 3' });
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/modules/tests/questions/42/challenge');
    expect(new URLSearchParams(sent[0]?.body)).toEqual(new URLSearchParams({ reason: REASON }));
    expect(thanked).toHaveBeenCalledWith('Thank you. Our faculty will decide your challenge.');
    expect(opener).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    answerWith(409, { status: 409, message: 'The challenge period of this test ended at 28 Nov 2026, 5:00 PM IST.' });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Challenge the key of question 3' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: /Your reason/ }));
    await user.paste(REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The challenge period of this test ended at 28 Nov 2026, 5:00 PM IST.',
    );
  });

  it('keeps the focus inside and closes on Escape without sending anything', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderButton();
    const opener = screen.getByRole('button', { name: 'Challenge the key of question 3' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('edits the learner’s open challenge', async () => {
    const user = userEvent.setup();
    renderButton({ challenge: openChallenge });
    await user.click(screen.getByRole('button', { name: 'Edit your challenge of question 3' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Your reason/ })).toHaveValue(openChallenge.reason);
    expect(within(dialog).getByRole('button', { name: 'Update challenge' })).toBeInTheDocument();
  });

  it('offers nothing outside the period, on a dropped question, or once the challenge is decided', () => {
    renderButton({}, false);
    renderButton({ dropped: true });
    renderButton({ correctOption: null });
    renderButton({ challenge: { ...openChallenge, status: 'rejected', reply: 'B is right.' } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the challenge’s state and the faculty’s reply', () => {
    render(
      <ChallengeStatusPanel
        challenge={{
          ...openChallenge,
          status: 'accepted',
          reply: 'You are right: the key is now C.',
          decidedAt: '2026-11-26T06:30:00Z',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your challenge of the key' })).toBeInTheDocument();
    expect(screen.getByText('Challenge accepted')).toBeInTheDocument();
    expect(screen.getByText(openChallenge.reason)).toBeInTheDocument();
    expect(screen.getByText('Our faculty’s reply')).toBeInTheDocument();
    expect(screen.getByText('You are right: the key is now C.')).toBeInTheDocument();
    expect(screen.getByText(/26 Nov 2026, 12:00\s?pm/i)).toBeInTheDocument();
  });
});

describe('a question in the review during the challenge period', () => {
  const reviewQuestion: ReviewQuestion = {
    number: 3,
    id: 42,
    kind: 'single_choice',
    description: '<p>Which river is known as the Sorrow of Bihar?</p>',
    options: [
      { id: 6, text: 'Son' },
      { id: 7, text: 'Kosi' },
    ],
    selectedOption: 6,
    correctOption: 7,
    outcome: 'incorrect',
    explanation: '',
    timeSpentMs: 30_000,
    challenge: openChallenge,
    dropped: false,
  };

  it('has the challenge beside the report, and the learner’s open challenge', () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ReviewQuestionCard question={reviewQuestion} challengesOpen />
      </QueryClientProvider>,
    );
    const card = screen.getByRole('article', { name: 'Question 3' });
    expect(within(card).getByRole('button', { name: 'Edit your challenge of question 3' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Report an error in question 3' })).toBeInTheDocument();
    expect(within(card).getByText('Challenge sent')).toBeInTheDocument();
  });

  it('labels a dropped question, and the filter counts it', () => {
    const dropped: ReviewQuestion = { ...reviewQuestion, outcome: 'dropped', dropped: true, challenge: null };
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ReviewStateFilter questions={[dropped]} shown={null} onShow={() => undefined} />
        <ReviewQuestionCard question={dropped} challengesOpen />
      </QueryClientProvider>,
    );
    const card = screen.getByRole('article', { name: 'Question 3' });
    expect(within(card).getByText('Dropped', { exact: true })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /challenge/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dropped 1' })).toBeInTheDocument();
  });
});

describe('Challenge the key in Hindi', () => {
  it('reads in Hindi and asks the server in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const user = userEvent.setup();
    const sent = answerWith(201, {
      status: 201,
      message: 'धन्यवाद। हमारे शिक्षक आपकी चुनौती पर निर्णय करेंगे।',
      body: { challenge: openChallenge },
    });
    renderButton();
    const opener = screen.getByRole('button', { name: 'प्रश्न 3 की उत्तर कुंजी को चुनौती दें' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'प्रश्न 3 की उत्तर कुंजी को चुनौती दें' });
    await user.click(within(dialog).getByRole('button', { name: 'चुनौती भेजें' }));
    expect(within(dialog).getByText('बताइए कि आपके अनुसार उत्तर कुंजी क्यों गलत है।')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /आपका कारण/ }));
    await user.paste('कोसी को बिहार का शोक कहा जाता है।');
    await user.click(within(dialog).getByRole('button', { name: 'चुनौती भेजें' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.language).toBe('hi');
  });
});
