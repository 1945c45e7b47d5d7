import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { PrelimsTest } from '../api/schemas';
import { KeyRevisedNotice } from './KeyRevisedNotice';

function sat(changes: Partial<PrelimsTest> = {}): PrelimsTest {
  return {
    id: 31,
    name: 'All-India Mock 4',
    slug: 'all-india-mock-4',
    description: '',
    duration: 120,
    total_marks: 200,
    attemptsMade: 1,
    testQuestionPDF: null,
    testExplanationPDF: null,
    isSubscribed: true,
    languages: ['en'],
    translations: {},
    opens_at: '2026-11-22T04:30:00Z',
    closes_at: '2026-11-22T12:30:00Z',
    window: 'closed',
    keyChangedAt: '2026-11-24T06:30:00Z',
    ...changes,
  };
}

describe('the key revised notice on a prelims card', () => {
  it('says when the key was revised, and leads to the learner’s attempts', () => {
    renderWithRouter(<KeyRevisedNotice test={sat()} />);
    expect(screen.getByText(/Key revised on 24 Nov 2026: your score was recalculated\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your attempts' })).toHaveAttribute(
      'href',
      '/check-attempted-test?testId=31',
    );
  });

  it('is not there for a test whose key was never revised', () => {
    renderWithRouter(<KeyRevisedNotice test={sat({ keyChangedAt: null })} />);
    expect(screen.queryByText(/Key revised/)).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<KeyRevisedNotice test={sat()} />);
    expect(
      await screen.findByText(/24 नवंबर 2026 को उत्तर कुंजी संशोधित की गई: आपके अंक फिर से निकाले गए।/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपने प्रयास देखें' })).toBeInTheDocument();
  });
});
