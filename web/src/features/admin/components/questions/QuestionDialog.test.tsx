import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/console';
import type { AdminQuestion } from '../../api/questions';
import { QuestionDialog } from './QuestionDialog';

/** The console's calls, with what was sent: a test in `languages`, and a question saved. */
function serve(languages: string) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof Blob ? (JSON.parse(await init.body.text()) as unknown) : undefined;
    sent.push({ method, url, body });
    const answer =
      url.includes('/admin/prelims-tests/9') && method === 'GET' ? { item: { id: 9, languages } } : { id: 50 };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the question dialog', () => {
  it('edits a version in each language of the test beside the English, and sends them by language', async () => {
    const user = userEvent.setup();
    const sent = serve('en,hi,mr');
    renderConsole(<QuestionDialog testId={9} question={null} onClose={vi.fn()} />);

    const marathi = await screen.findByLabelText(/Question in Marathi/, {}, { timeout: 5000 });
    expect(screen.getByLabelText(/Question in Hindi/)).toHaveAttribute('lang', 'hi');
    expect(marathi).toHaveAttribute('lang', 'mr');
    await user.type(screen.getByLabelText(/^Question\*?$/), 'Which river is known as the Dakshin Ganga?');
    await user.type(screen.getByLabelText('Option A'), 'Godavari');
    await user.type(screen.getByLabelText('Option B'), 'Krishna');
    await user.click(screen.getByRole('button', { name: 'Remove option D' }));
    await user.click(screen.getByRole('button', { name: 'Remove option C' }));
    await user.click(screen.getByLabelText('Option A is correct'));
    await user.type(marathi, 'कोणत्या नदीला दक्षिण गंगा म्हणतात?');
    await user.type(screen.getByLabelText('Option A in Marathi'), 'गोदावरी');

    // Half a Marathi version is refused in the form, in the words of the server.
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(
      await screen.findByText('Give every option in Marathi too, or leave the whole Marathi version empty.'),
    ).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Option B in Marathi'), 'कृष्णा');
    await user.type(screen.getByLabelText(/Explanation in Marathi/), 'गोदावरी ही सर्वांत लांब नदी आहे.');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await vi.waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    const saved = sent.find((call) => call.method === 'POST');
    expect(saved?.url).toContain('/admin/prelims-tests/9/questions');
    // The Hindi column was left empty: no Hindi version is sent.
    expect(saved?.body).toMatchObject({
      options: ['Godavari', 'Krishna'],
      correct: 1,
      translations: {
        mr: {
          description: 'कोणत्या नदीला दक्षिण गंगा म्हणतात?',
          explanation: 'गोदावरी ही सर्वांत लांब नदी आहे.',
          options: ['गोदावरी', 'कृष्णा'],
        },
      },
    });
    expect(Object.keys((saved?.body as { translations: object }).translations)).toEqual(['mr']);
  });

  it('keeps a version the question has in a language the test is no longer set in', async () => {
    serve('en');
    const question: AdminQuestion = {
      id: 5,
      position: 1,
      description: 'Who appoints the Chief Election Commissioner?',
      explanation: '',
      topic: 'Polity',
      difficulty: 'easy',
      options: ['The Prime Minister', 'The President'],
      correct: 2,
      translations: {
        hi: {
          description: 'मुख्य निर्वाचन आयुक्त की नियुक्ति कौन करता है?',
          explanation: '',
          options: ['प्रधानमंत्री', 'राष्ट्रपति'],
        },
      },
      shown: { description: '', explanation: '', options: [], translations: {} },
    };
    renderConsole(<QuestionDialog testId={9} question={question} onClose={vi.fn()} />);
    expect(await screen.findByLabelText(/Question in Hindi/, {}, { timeout: 5000 })).toHaveValue(
      'मुख्य निर्वाचन आयुक्त की नियुक्ति कौन करता है?',
    );
    expect(screen.getByLabelText('Option B in Hindi')).toHaveValue('राष्ट्रपति');
    expect(screen.queryByLabelText(/Question in Marathi/)).not.toBeInTheDocument();
  });
});
