import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatDateTime } from '@/i18n/format';
import { renderWithRouter } from '@/test/render';
import type { PrelimsTest } from '../api/schemas';
import { PrelimsTestCard } from './PrelimsTestCard';

function prelimsTest(changes: Partial<PrelimsTest> = {}): PrelimsTest {
  return {
    id: 11,
    name: 'All-India Mock 03',
    slug: 'all-india-mock-03',
    description: '',
    duration: 120,
    total_marks: 200,
    total_question_count: 100,
    total_attempts: 2,
    attemptsMade: 0,
    testQuestionPDF: null,
    hasQuestionPDF: false,
    testExplanationPDF: null,
    gDriveVideoLink: null,
    isSubscribed: true,
    languages: ['en'],
    translations: {},
    opens_at: null,
    closes_at: null,
    window: 'none',
    keyChangedAt: null,
    hasExplanationPDF: true,
    hasDiscussionVideo: true,
    keysOpenAt: null,
    openAttemptDeadline: null,
    ...changes,
  };
}

function renderCard(test: PrelimsTest) {
  return renderWithRouter(<PrelimsTestCard test={test} subscriptionId={3} subscribeHref="/x" />);
}

describe('a prelims library card', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('puts an attempt in progress first: the minutes left, and Resume instead of Attempt', () => {
    const deadline = new Date(Date.now() + 25 * 60_000 - 5_000).toISOString();
    renderCard(prelimsTest({ openAttemptDeadline: deadline }));
    expect(screen.getByText('Test in progress: 25 minutes left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume Test' })).toHaveAttribute('href', '/quiz/all-india-mock-03');
    expect(screen.queryByRole('link', { name: 'Attempt Test' })).not.toBeInTheDocument();
  });

  it('offers Attempt once the attempt’s time is over', () => {
    renderCard(prelimsTest({ openAttemptDeadline: new Date(Date.now() - 1000).toISOString() }));
    expect(screen.queryByText(/Test in progress/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Attempt Test' })).toBeInTheDocument();
  });

  it('says when a submitted live test’s explanation and discussion open, not that there are none', () => {
    const keysOpenAt = '2026-11-30T05:00:30Z';
    renderCard(prelimsTest({ attemptsMade: 1, window: 'open', keysOpenAt }));
    const when = `Opens at ${formatDateTime(keysOpenAt, 'en-IN')} IST, when the live window closes`;
    expect(screen.getByText(when)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explanation PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Discussion Video/ })).toBeDisabled();
    expect(screen.queryByText('Not available for this test')).not.toBeInTheDocument();
  });

  it('says in words, with no button, that a submitted test has no discussion video', () => {
    renderCard(
      prelimsTest({ attemptsMade: 1, testExplanationPDF: { file_path: 'tests/x.pdf' }, hasDiscussionVideo: false }),
    );
    expect(screen.getByText('No discussion video for this test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Discussion Video/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Explanation PDF/ })).toBeEnabled();
  });

  it('names the test in Marathi where staff wrote it, and in English otherwise', async () => {
    const marathi = 'एमपीएससी राज्यसेवा पूर्व परीक्षा 2027: सराव चाचणी 1';
    const test = prelimsTest({
      description: '<p>One hundred questions, two hours.</p>',
      translations: { mr: { name: marathi, description: '<p>शंभर प्रश्न, दोन तास.</p>' } },
    });
    await act(() => i18n.changeLanguage('mr'));
    const { unmount } = renderCard(test);
    expect(screen.getByRole('heading', { name: marathi })).toBeInTheDocument();
    expect(screen.getByText('शंभर प्रश्न, दोन तास.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'चाचणी सोडवा' })).toHaveAttribute('href', '/quiz/all-india-mock-03');
    unmount();

    // No Hindi name: a Hindi reader reads the English.
    await act(() => i18n.changeLanguage('hi'));
    renderCard(test);
    expect(screen.getByRole('heading', { name: 'All-India Mock 03' })).toBeInTheDocument();
    expect(screen.getByText('One hundred questions, two hours.')).toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi interface', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const keysOpenAt = '2026-11-30T05:00:30Z';
    renderCard(prelimsTest({ attemptsMade: 1, window: 'open', keysOpenAt }));
    expect(
      screen.getByText(`लाइव विंडो बंद होने पर, ${formatDateTime(keysOpenAt, 'hi-IN')} IST पर खुलेगा`),
    ).toBeInTheDocument();
  });

  it('gives the minutes left in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderCard(prelimsTest({ openAttemptDeadline: new Date(Date.now() + 25 * 60_000 - 5_000).toISOString() }));
    expect(screen.getByText('टेस्ट जारी है: 25 मिनट बाकी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अधूरा टेस्ट जारी रखें' })).toBeInTheDocument();
  });
});
