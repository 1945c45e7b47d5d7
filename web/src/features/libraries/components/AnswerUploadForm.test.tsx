import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_KEY } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { AnswerUploadForm } from './AnswerUploadForm';

interface Sent {
  url: string;
  body: FormData;
}

/** Answers each upload with the next of `answers`, and keeps what was sent. */
function answerUploadsWith(...answers: { status: number; body: unknown }[]): Sent[] {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { addEventListener: () => undefined };
    private url = '';
    private listeners: Record<string, (() => void)[]> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(body: FormData) {
      sent.push({ url: this.url, body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.listeners.load?.forEach((listener) => listener());
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

beforeEach(() => localStorage.setItem(SESSION_TOKEN_KEY, 'token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function chooseAndUpload() {
  const user = userEvent.setup();
  renderWithRouter(<AnswerUploadForm subscriptionId={3} seriesId={4} testId={7} replacing />);
  await user.upload(
    screen.getByLabelText('Replace your answer sheet (PDF)'),
    new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Upload Again' }));
  return user;
}

const asked =
  'You have already uploaded an answer to this test. Upload this one instead? Only the new answer will be evaluated.';

describe('AnswerUploadForm', () => {
  it('asks before replacing the answer already in, and sends it again once the learner confirms', async () => {
    const sent = answerUploadsWith(
      { status: 428, body: { status: 428, message: asked } },
      { status: 201, body: { status: 201, message: 'Answer uploaded successfully' } },
    );
    const user = await chooseAndUpload();
    expect(await screen.findByText(asked)).toBeInTheDocument();
    expect(sent[0]?.body.get('confirm')).toBeNull();
    // Nothing is being sent while the question waits: the button rests, not 'Uploading...'.
    expect(screen.getByRole('button', { name: 'Upload Again' })).toBeDisabled();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    const uploaded = vi.spyOn(toast, 'success');
    await user.click(screen.getByRole('button', { name: 'Replace my answer' }));
    await vi.waitFor(() => expect(uploaded).toHaveBeenCalledWith('Answer uploaded successfully'));
    expect(screen.queryByText(asked)).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.get('confirm')).toBe('1');
    expect(sent[1]?.body.get('answerPDFAttachment')).toBeInstanceOf(File);
  });

  it('keeps the answer in when the learner says so, sending nothing more', async () => {
    const sent = answerUploadsWith({ status: 428, body: { status: 428, message: asked } });
    const user = await chooseAndUpload();
    await user.click(await screen.findByRole('button', { name: 'Keep my answer' }));
    expect(screen.queryByText(asked)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('after an upload shows what was received, with sending another as the lesser choice', async () => {
    const sent = answerUploadsWith({
      status: 201,
      body: { status: 201, message: 'Answer uploaded successfully', pages: 3, uploadedAt: '2026-11-29T14:10:00Z' },
    });
    const user = userEvent.setup();
    renderWithRouter(<AnswerUploadForm subscriptionId={3} seriesId={4} testId={7} replacing={false} />);
    await user.upload(
      screen.getByLabelText('Upload your answer sheet (PDF)'),
      new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Answer' }));
    const heading = await screen.findByRole('heading', { name: 'Your answer is in' });
    expect(heading).toHaveFocus();
    // The pages and the time as the server received them, and where to open the answer.
    expect(screen.getByText('3 pages, received on 29 Nov 2026, 7:40 pm')).toBeInTheDocument();
    expect(screen.getByText(/Open it with “Your Answer PDF” above/u)).toBeInTheDocument();
    // No empty form, no '0 pages', no prominent Upload Again.
    expect(screen.queryByRole('button', { name: 'Upload Again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0 pages/u)).not.toBeInTheDocument();
    const another = screen.getByRole('button', { name: 'Send another answer instead' });
    expect(another).not.toHaveClass('btn-primary');

    // Sending another opens the form as a replacement; Cancel goes back to what is in.
    await user.click(another);
    expect(screen.getByLabelText('Replace your answer sheet (PDF)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('3 pages, received on 29 Nov 2026, 7:40 pm')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('on a later visit shows when the answer in was received, and replaces it only when asked', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <AnswerUploadForm subscriptionId={3} seriesId={4} testId={7} replacing uploadedAt="2026-11-28T04:30:00Z" />,
    );
    expect(screen.getByText('Received on 28 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(screen.queryByLabelText('Replace your answer sheet (PDF)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another answer instead' }));
    expect(screen.getByRole('button', { name: 'Upload Again' })).toBeInTheDocument();
  });

  it('shows the refusal when the answer was evaluated meanwhile', async () => {
    const refused = 'Your answer to this test has been evaluated, so it cannot be replaced.';
    answerUploadsWith({ status: 409, body: { status: 409, message: refused } });
    const said = vi.spyOn(toast, 'error');
    await chooseAndUpload();
    await vi.waitFor(() => expect(said).toHaveBeenCalledWith(refused));
    expect(screen.queryByRole('button', { name: 'Replace my answer' })).not.toBeInTheDocument();
  });
});
