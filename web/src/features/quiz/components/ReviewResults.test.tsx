import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { AttemptSummary, Review, ReviewQuestion } from '../api/schemas';
import { AttemptCard } from './AttemptCard';
import { ResultSummary } from './ResultSummary';
import { ReviewQuestionCard } from './ReviewQuestionCard';
import { ReviewStateFilter } from './ReviewStateFilter';

const question: ReviewQuestion = {
  number: 2,
  id: 12,
  kind: 'single_choice',
  description: '<p>Which Article guarantees equality before law?</p>',
  topic: 'Polity',
  options: [
    { id: 1, text: 'Article 14' },
    { id: 2, text: 'Article 19' },
  ],
  selectedOption: 2,
  correctOption: 1,
  outcome: 'incorrect',
  explanation: '<p>Article 14.</p>',
  timeSpentMs: 245_000,
  markedForReview: true,
  keyCorrectedAt: '2027-03-01T09:35:00Z',
  translations: {
    hi: {
      description: '<p>कौन-सा अनुच्छेद विधि के समक्ष समता की गारंटी देता है?</p>',
      options: [
        { id: 1, text: 'अनुच्छेद 14' },
        { id: 2, text: 'अनुच्छेद 19' },
      ],
      explanation: '<p>अनुच्छेद 14।</p>',
    },
  },
};

const review: Review = {
  keysReleaseAt: null,
  attempt: {
    attemptId: 40,
    attemptNo: 1,
    score: 1234.5,
    correctAnswers: 1,
    incorrectAnswers: 1,
    unattemptedAnswers: 0,
    totalQuestions: 2,
    totalMarks: 2000,
    finishReason: 'time_up',
    lateAnswers: 0,
    rescoredAt: '2027-03-01T09:35:00Z',
  },
  test: { id: 7, name: 'GS Paper I: Polity Mock 3', slug: 'gs-polity-mock-3', total_marks: 2000, duration: 120 },
  questions: [
    { ...question, number: 1, id: 11, outcome: 'correct', selectedOption: 1, markedForReview: false },
    question,
  ],
  analysis: {
    score: 1234.5,
    rank: 3,
    participants: 120,
    percentile: 98.333,
    topperScore: 1500,
    averageScore: 900,
    accuracy: 50,
    timeSpentMs: 245_000,
    topics: [],
    ranked: true,
  },
};

const attempt: AttemptSummary = {
  id: 40,
  attempts: 1,
  creation_date: '2027-03-01T09:35:00Z',
  score: 1234.5,
  correctAnswers: 1,
  incorrectAnswers: 1,
  unattemptedAnswers: 0,
  finishReason: 'late',
};

describe('the results screens', () => {
  it('read in English by default', () => {
    render(<ResultSummary review={review} />);
    expect(screen.getByRole('heading', { name: 'Your score' })).toBeInTheDocument();
    expect(screen.getByText('Submitted automatically when the time ran out.')).toBeInTheDocument();
    expect(screen.getByText(/^Re-scored on 1 Mar 2027, 3:05 pm after an answer key correction/)).toBeInTheDocument();
    expect(screen.getByText('Rank 3')).toBeInTheDocument();
    expect(screen.getByText('among 120 participants')).toBeInTheDocument();
    expect(screen.getByText('1,234.50')).toBeInTheDocument();
    expect(screen.getByText('4m 05s')).toBeInTheDocument();
  });

  it('read in Hindi, with Hindi dates and Indian grouping', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<ResultSummary review={review} />);
    expect(screen.getByRole('heading', { name: 'आपका स्कोर' })).toBeInTheDocument();
    expect(screen.getByText('समय समाप्त होने पर अपने-आप जमा हो गया।')).toBeInTheDocument();
    expect(screen.getByText(/^उत्तर कुंजी में सुधार के बाद 1 मार्च 2027, दोपहर 3:05 को दोबारा अंक दिए गए/)).toBeInTheDocument();
    expect(screen.getByText('रैंक 3')).toBeInTheDocument();
    expect(screen.getByText('120 प्रतिभागियों में')).toBeInTheDocument();
    expect(screen.getByText('1,234.50')).toBeInTheDocument();
    expect(screen.getByText('4 मि 05 सेकं')).toBeInTheDocument();
    expect(screen.getByText('98.33')).toBeInTheDocument();
  });

  it('shows a question in Hindi first for a Hindi reader, with the English version after it', async () => {
    await act(() => i18n.changeLanguage('hi'));
    // Inside the app's providers: the card's foot may act on the question (report an error).
    renderWithRouter(<ReviewQuestionCard question={question} language="hi" />);
    const card = await screen.findByRole('article', { name: 'प्रश्न 2' });
    expect(within(card).getByText('गलत')).toBeInTheDocument();
    expect(within(card).getByText('समीक्षा के लिए चिह्नित')).toBeInTheDocument();
    expect(within(card).getByText('उत्तर कुंजी 1 मार्च 2027, दोपहर 3:05 को सुधारी गई')).toBeInTheDocument();
    expect(within(card).getByText('आपका उत्तर')).toBeInTheDocument();
    expect(within(card).getByText('सही उत्तर')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'व्याख्या' })).toBeInTheDocument();
    const hindi = within(card).getByText('कौन-सा अनुच्छेद विधि के समक्ष समता की गारंटी देता है?');
    const english = within(card).getByText('Which Article guarantees equality before law?');
    expect(hindi.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the review filters in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<ReviewStateFilter questions={review.questions} shown={null} onShow={() => undefined} />);
    const group = screen.getByRole('group', { name: 'स्थिति के अनुसार प्रश्न' });
    expect(within(group).getByRole('button', { name: 'सभी 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'उत्तर नहीं दिया 0' })).toBeDisabled();
  });

  it('dates an attempt in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<AttemptCard attempt={attempt} reviewHref="/quiz/gs-polity-mock-3/review/40" />);
    expect(await screen.findByRole('heading', { name: 'प्रयास #1' })).toBeInTheDocument();
    expect(screen.getByText('1 मार्च 2027, दोपहर 3:05')).toBeInTheDocument();
    expect(screen.getByText('देर से जमा हुआ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रयास #1 की समीक्षा करें' })).toHaveTextContent('समीक्षा करें');
  });
});
