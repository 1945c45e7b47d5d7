import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { MainsTest } from '../api/schemas';
import { downloadFailedMessage } from '../rules/download-name';
import { formatVideoDuration } from '../rules/format';
import { MainsTestCard } from './MainsTestCard';

// An evaluated answer in a window that is still open: every part of the card shows.
function evaluatedTest(changes: Partial<MainsTest> = {}): MainsTest {
  return {
    id: 7,
    name: 'GS Paper II: Polity and Governance',
    description: '',
    start_date: '2026-03-01T00:30:00Z',
    end_date: '2026-03-07T18:29:00Z',
    maximumScore: 1000,
    isAttempted: true,
    isOpen: true,
    questionPDF: { file_path: 'mains/q.pdf' },
    modelAnswerPDF: null,
    evaluatedPDF: { file_path: 'mains/e.pdf' },
    answerPDF: { file_path: 'mains/a.pdf' },
    gDriveVideoLink: null,
    show_enquiry: 0,
    isSubscribed: true,
    marks: 31.5,
    remarks: 'Good structure.',
    uploadedAt: '2026-03-02T05:00:00Z',
    languages: ['en'],
    ...changes,
  };
}

const DURING = new Date('2026-03-04T12:00:00Z');

function renderCard(test = evaluatedTest()) {
  return renderWithRouter(<MainsTestCard test={test} subscriptionId={3} seriesId={4} now={DURING} />);
}

describe('MainsTestCard', () => {
  it('shows the English texts, dates in en-IN and India time', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'GS Paper II: Polity and Governance' });
    expect(within(card).getByText('Evaluated')).toBeInTheDocument();
    expect(within(card).getByText('Starts')).toBeInTheDocument();
    expect(within(card).getByText('1 Mar 2026, 6:00 am')).toBeInTheDocument();
    expect(within(card).getByText('31.5 / 1,000')).toBeInTheDocument();
    expect(within(card).getByText('Your answer was uploaded on 2 Mar 2026, 10:30 am.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload Again' })).toBeInTheDocument();
    expect(within(card).getByText('Model answer opens when the window closes')).toBeInTheDocument();
  });

  it('reads in Hindi, with hi-IN dates, and says a missing file in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderCard();
    const card = screen.getByRole('article', { name: 'GS Paper II: Polity and Governance' });
    expect(within(card).getByText('मूल्यांकित')).toBeInTheDocument();
    expect(within(card).getByText('शुरू')).toBeInTheDocument();
    expect(within(card).getByText('1 मार्च 2026, 6:00 am')).toBeInTheDocument();
    expect(within(card).getByText('अधिकतम अंक')).toBeInTheDocument();
    expect(within(card).getByText('31.5 / 1,000')).toBeInTheDocument();
    expect(within(card).getByText('आपका उत्तर 2 मार्च 2026, 10:30 am को अपलोड किया गया।')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'मूल्यांकित PDF' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'मॉडल उत्तर PDF' })).toBeDisabled();
    expect(within(card).getByLabelText('अपनी उत्तर-पुस्तिका बदलें (PDF)')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'फिर से अपलोड करें' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('कृपया अपलोड करने के लिए एक PDF फ़ाइल चुनें');
  });

  it('follows a language switch while it is on screen', async () => {
    renderCard(evaluatedTest({ evaluatedPDF: null, marks: null, remarks: '' }));
    expect(screen.getByText('Attempted')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('उत्तर जमा')).toBeInTheDocument();
    expect(screen.getByText('7 मार्च 2026, 11:59 pm')).toBeInTheDocument();
  });
});

describe('the libraries’ rules in Hindi', () => {
  it('say video lengths and download failures in the interface language', async () => {
    await act(() => i18n.changeLanguage('hi'));
    expect(formatVideoDuration(2700)).toBe('45 मिनट');
    expect(formatVideoDuration(3720)).toBe('1 घंटा 2 मिनट');
    expect(formatVideoDuration(7200)).toBe('2 घंटे');
    expect(downloadFailedMessage('question')).toBe('प्रश्न-पत्र PDF डाउनलोड नहीं हो सकी। कृपया फिर से प्रयास करें।');
  });
});
