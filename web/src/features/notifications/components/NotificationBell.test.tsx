import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import { NotificationBell } from './NotificationBell';

/** The server writes each notice in the language the call asks for (docs/product.md, "Notifications"). */
const WORDED = {
  en: {
    title: 'A live mock has moved',
    body: 'GS Mock 2, opens at 29 Nov 2026, 1:00 PM IST. Be ready a few minutes early.',
  },
  hi: { title: 'लाइव मॉक का समय बदल गया है', body: 'GS Mock 2, 29 नवंबर 2026, दोपहर 1:00 बजे खुलेगा। कुछ मिनट पहले तैयार रहें।' },
};

function answerInTheLanguageAsked() {
  const asked: (string | null)[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const language = new Headers(init.headers).get('Accept-Language');
    asked.push(language);
    const notice = {
      id: 1,
      kind: 'mock_opens',
      ...WORDED[language === 'hi' ? 'hi' : 'en'],
      link: '/quiz/gs-mock-2',
      createdAt: '2026-11-29T04:22:00Z',
      readAt: null,
    };
    return Promise.resolve(
      new Response(JSON.stringify({ status: 200, unread: 1, notifications: [notice] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return asked;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the bell', () => {
  it('reads its notices again in the language the learner switches to', async () => {
    const asked = answerInTheLanguageAsked();
    renderWithRouter(<NotificationBell />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5_000 }));
    expect(await screen.findByText(WORDED.en.body)).toBeInTheDocument();

    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText(WORDED.hi.title, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(WORDED.hi.body)).toBeInTheDocument();
    expect(screen.getByText('29 नवंबर 2026, सुबह 9:52')).toBeInTheDocument();
    expect(screen.queryByText(WORDED.en.title)).not.toBeInTheDocument();
    expect(asked).toEqual(['en', 'hi']);
  });
});
