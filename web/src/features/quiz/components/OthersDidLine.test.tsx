import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { ReviewQuestion } from '../api/schemas';
import { ReviewQuestionCard } from './ReviewQuestionCard';

const question: ReviewQuestion = {
  number: 3,
  id: 13,
  kind: 'single_choice',
  description: '<p>Which river rises at Amarkantak?</p>',
  topic: 'Geography',
  options: [
    { id: 1, text: 'Narmada' },
    { id: 2, text: 'Godavari' },
  ],
  selectedOption: 1,
  correctOption: 1,
  outcome: 'correct',
  explanation: '<p>The Narmada.</p>',
  timeSpentMs: 40_000,
  stats: { attemptedPct: 62.3, correctPct: 41.67 },
};

describe('how others did, in the review', () => {
  it('gives the share of takers who attempted the question and got it right', () => {
    renderWithRouter(<ReviewQuestionCard question={question} />);
    expect(screen.getByText('62% attempted · 42% got it right')).toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<ReviewQuestionCard question={question} />);
    expect(screen.getByText('62% ने प्रयास किया · 42% ने सही उत्तर दिया')).toBeInTheDocument();
  });

  it('shows nothing while the figures are held back with the key', () => {
    renderWithRouter(
      <ReviewQuestionCard question={{ ...question, correctOption: null, outcome: 'answered', stats: null }} />,
    );
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.queryByText(/attempted/)).not.toBeInTheDocument();
  });
});
