import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { CsatResult } from '../api/csat-schemas';
import { CsatVerdict } from './CsatVerdict';

const csat: CsatResult = {
  testId: 9,
  name: 'CSAT Paper II: Mock 01',
  slug: 'csat-mock-01',
  totalMarks: 200,
  qualifyingScore: 66,
  score: 68.5,
  status: 'qualified',
};

function verdict() {
  return screen.getByRole('region', { name: 'CSAT result' });
}

describe('the CSAT verdict of a GS paper', () => {
  it('says the learner qualified, with the score, the total and the line', () => {
    renderWithRouter(<CsatVerdict csat={csat} totalMarks={200} />);
    expect(verdict()).toHaveTextContent('CSAT: qualified (68.50 of 200; 66 needed)');
    expect(verdict()).toHaveTextContent('CSAT Paper II: Mock 01');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the learner did not qualify', () => {
    renderWithRouter(<CsatVerdict csat={{ ...csat, score: 52, status: 'not_qualified' }} totalMarks={200} />);
    expect(verdict()).toHaveTextContent('CSAT: not qualified (52.00; 66 needed)');
  });

  it('leads a learner who has not taken CSAT to its start page', () => {
    renderWithRouter(
      <CsatVerdict csat={{ ...csat, score: null, status: 'not_taken', qualifyingScore: 8.25 }} totalMarks={200} />,
    );
    expect(verdict()).toHaveTextContent('CSAT not taken yet');
    expect(verdict()).toHaveTextContent('CSAT Paper II: Mock 01: score 8.25 or more to qualify.');
    expect(screen.getByRole('link', { name: 'Take the CSAT paper' })).toHaveAttribute('href', '/quiz/csat-mock-01');
  });
});

describe('the CSAT paper’s own verdict', () => {
  it('says whether this attempt qualifies', () => {
    const { unmount } = renderWithRouter(
      <CsatVerdict qualifying={{ qualifyingScore: 66, qualified: true }} totalMarks={200} />,
    );
    expect(verdict()).toHaveTextContent('This attempt qualifies (66 of 200 needed)');
    unmount();
    renderWithRouter(<CsatVerdict qualifying={{ qualifyingScore: 66, qualified: false }} totalMarks={200} />);
    expect(verdict()).toHaveTextContent('This attempt does not qualify (66 of 200 needed)');
  });

  it('shows nothing for a paper without CSAT', () => {
    const { container } = renderWithRouter(<CsatVerdict csat={null} qualifying={null} totalMarks={100} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the CSAT verdict in Hindi', () => {
  it('speaks Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<CsatVerdict csat={{ ...csat, score: 52, status: 'not_qualified' }} totalMarks={200} />);
    expect(screen.getByRole('region', { name: 'CSAT परिणाम' })).toHaveTextContent(
      'CSAT: क्वालीफाई नहीं किया (52.00; 66 आवश्यक)',
    );
  });
});
