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
    evaluationStartedAt: '2026-03-03T04:00:00Z',
    evaluatedAt: '2026-03-03T06:15:00Z',
    expectedBy: '2026-03-05T05:00:00Z',
    languages: ['en'],
    isDaily: false,
    questionText: '',
    translations: {},
    paper: '',
    directiveWord: '',
    wordLimit: 0,
    ...changes,
  };
}

const DURING = new Date('2026-03-04T12:00:00Z');

function renderCard(test = evaluatedTest()) {
  return renderWithRouter(<MainsTestCard test={test} subscriptionId={3} seriesId={4} now={DURING} />);
}

describe('MainsTestCard', () => {
  it("names the test in the learner's language where staff wrote it, else in English", async () => {
    await act(() => i18n.changeLanguage('mr'));
    renderCard(evaluatedTest({ translations: { mr: { name: 'सामान्य अध्ययन पेपर II: राज्यव्यवस्था आणि शासन' } } }));
    expect(screen.getByRole('article', { name: 'सामान्य अध्ययन पेपर II: राज्यव्यवस्था आणि शासन' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByRole('article', { name: 'GS Paper II: Polity and Governance' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the English texts, dates in en-IN and India time', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'GS Paper II: Polity and Governance' });
    expect(within(card).getAllByText('Evaluated')).toHaveLength(2); // the badge and the last step
    expect(within(card).getByText('Starts')).toBeInTheDocument();
    expect(within(card).getByText('1 Mar 2026, 6:00 am')).toBeInTheDocument();
    expect(within(card).getByText('31.5 / 1,000')).toBeInTheDocument();
    const progress = within(card).getByRole('region', { name: 'Evaluation' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Submitted2 Mar 2026, 10:30 am', 'Being evaluated3 Mar 2026, 9:30 am', 'Evaluated3 Mar 2026, 11:45 am']);
    expect(within(progress).queryByText(/Expected by/)).not.toBeInTheDocument();
    // An evaluated answer is final: the card says so instead of offering an upload.
    expect(within(card).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText('Your answer has been evaluated, so it can no longer be replaced.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Model answer opens when the window closes')).toBeInTheDocument();
  });

  it('shows the marks per question with the rubric, when evaluated in the browser', () => {
    renderCard(
      evaluatedTest({
        marks: 13.5,
        questionMarks: [
          {
            question: 'Q1',
            marks: 6.5,
            maximum: 10,
            rubric: [
              { criterion: 'Content', marks: 3, maximum: 4 },
              { criterion: 'Structure', marks: 2, maximum: 2 },
            ],
          },
          { question: 'Q2', marks: 7, maximum: 10, rubric: [] },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Marks per question' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['QuestionMarks:', 'Q16.5 / 10', 'Content3 / 4', 'Structure2 / 2', 'Q27 / 10']);
  });

  it('names the default rubric in Hindi, and a criterion staff named as they wrote it', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderCard(
      evaluatedTest({
        marks: 10,
        questionMarks: [
          {
            question: 'Q1',
            marks: 10,
            maximum: 10,
            rubric: [
              { criterion: 'Content', marks: 3, maximum: 3 },
              { criterion: 'Introduction and conclusion', marks: 2, maximum: 2 },
              { criterion: 'Directive word addressed', marks: 2, maximum: 2 },
              { criterion: 'Examples', marks: 1, maximum: 1 },
              { criterion: 'Map of the river basins', marks: 2, maximum: 2 },
            ],
          },
        ],
      }),
    );
    const rows = within(screen.getByRole('table', { name: 'प्रश्नवार अंक' })).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Q1',
      'विषय-वस्तु',
      'भूमिका और निष्कर्ष',
      'निर्देशात्मक शब्द के अनुरूप उत्तर',
      'उदाहरण',
      'Map of the river basins',
    ]);
  });

  it('promises the evaluation until it is back, and owns up when it is late', () => {
    const waiting = evaluatedTest({
      evaluatedPDF: null,
      marks: null,
      remarks: '',
      evaluationStartedAt: null,
      evaluatedAt: null,
    });
    const { unmount } = renderCard(waiting);
    const progress = screen.getByRole('region', { name: 'Evaluation' });
    expect(within(progress).getAllByText('Not yet')).toHaveLength(2);
    expect(within(progress).getByText('Expected by 5 Mar 2026, 10:30 am')).toBeInTheDocument();
    unmount();

    renderWithRouter(
      <MainsTestCard
        test={{ ...waiting, evaluationStartedAt: '2026-03-05T04:00:00Z' }}
        subscriptionId={3}
        seriesId={4}
        now={new Date('2026-03-06T00:00:00Z')}
      />,
    );
    const late = screen.getByRole('region', { name: 'Evaluation' });
    expect(within(late).getByText(/^Expected by 5 Mar 2026, 10:30 am: running late/)).toBeInTheDocument();
    expect(within(late).getAllByText('Not yet')).toHaveLength(1);
  });

  it('shows a written question with its paper, directive word and word limit, in either language', async () => {
    const daily = evaluatedTest({
      isDaily: true,
      questionText: 'Cooperative federalism has given way to competitive federalism. Critically examine.',
      paper: 'gs2',
      directiveWord: 'critically-examine',
      wordLimit: 150,
    });
    const { unmount } = renderCard(daily);
    const question = screen.getByRole('figure');
    expect(question).toHaveTextContent('GS Paper II');
    expect(question).toHaveTextContent('Directive word: Critically examine');
    expect(question).toHaveTextContent('150 words');
    expect(question).toHaveTextContent('Cooperative federalism has given way to competitive federalism.');
    unmount();

    await act(() => i18n.changeLanguage('hi'));
    const { unmount: unmount2 } = renderCard(daily);
    const inHindi = screen.getByRole('figure');
    expect(inHindi).toHaveTextContent('सामान्य अध्ययन प्रश्न-पत्र II');
    expect(inHindi).toHaveTextContent('निर्देशात्मक शब्द: आलोचनात्मक परीक्षण कीजिए');
    expect(inHindi).toHaveTextContent('150 शब्द');
    unmount2();

    // Staff wrote the question in Marathi: a learner reading Marathi reads it, a learner reading
    // Hindi (with no Hindi version) reads the English.
    const marathi = 'सहकारी संघराज्यवादाची जागा स्पर्धात्मक संघराज्यवादाने घेतली आहे. समीक्षात्मक परीक्षण करा.';
    const translated = { ...daily, translations: { mr: { questionText: marathi } } };
    const { unmount: unmount3 } = renderCard(translated);
    expect(screen.getByRole('figure')).toHaveTextContent('Cooperative federalism has given way');
    unmount3();
    await act(() => i18n.changeLanguage('mr'));
    renderCard(translated);
    expect(screen.getByRole('figure')).toHaveTextContent(marathi);
  });

  it('reads in Hindi, with hi-IN dates, and says a missing file in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const evaluated = renderCard();
    let card = screen.getByRole('article', { name: 'GS Paper II: Polity and Governance' });
    expect(within(card).getAllByText('मूल्यांकित')).toHaveLength(2);
    expect(within(card).getByText('शुरू')).toBeInTheDocument();
    expect(within(card).getByText('1 मार्च 2026, सुबह 6:00')).toBeInTheDocument();
    expect(within(card).getByText('अधिकतम अंक')).toBeInTheDocument();
    expect(within(card).getByText('31.5 / 1,000')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'मूल्यांकन' })).toHaveTextContent('जमा हुआ2 मार्च 2026, सुबह 10:30');
    expect(within(card).getByRole('button', { name: 'मूल्यांकित PDF' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'मॉडल उत्तर PDF' })).toBeDisabled();
    expect(within(card).getByText('आपके उत्तर का मूल्यांकन हो चुका है, इसलिए इसे अब बदला नहीं जा सकता।')).toBeInTheDocument();

    // Not yet evaluated, the answer may be replaced.
    evaluated.unmount();
    renderCard(evaluatedTest({ evaluatedPDF: null, marks: null, remarks: '' }));
    card = screen.getByRole('article', { name: 'GS Paper II: Polity and Governance' });
    await userEvent.click(within(card).getByRole('button', { name: 'इसकी जगह दूसरा उत्तर भेजें' }));
    expect(within(card).getByLabelText('अपनी उत्तर पुस्तिका बदलें (PDF)')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'फिर से अपलोड करें' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('कृपया अपलोड करने के लिए एक PDF फ़ाइल चुनें');
  });

  it('follows a language switch while it is on screen', async () => {
    renderCard(evaluatedTest({ evaluatedPDF: null, marks: null, remarks: '' }));
    expect(screen.getByText('Attempted')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByText('उत्तर जमा')).toBeInTheDocument();
    expect(screen.getByText('7 मार्च 2026, रात 11:59')).toBeInTheDocument();
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
