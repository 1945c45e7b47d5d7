import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { KeyChange } from '../api/challenge-schemas';
import { ChallengePeriodLine, KeyChangesNotice } from './KeyChangesNotice';

const changes: KeyChange[] = [
  {
    questionId: 11,
    number: 2,
    kind: 'key_changed',
    at: '2026-11-26T06:30:00Z',
    reply: 'The Kosi is the Sorrow of Bihar: the key is now C.',
  },
  { questionId: 12, number: 5, kind: 'dropped', at: '2026-11-26T07:00:00Z', reply: '' },
];

describe('the key changes notice', () => {
  it('lists each change with its reply, leading to its question', () => {
    render(<KeyChangesNotice changes={changes} />);
    const notice = screen.getByRole('region', { name: 'The answer key was revised' });
    const items = within(notice).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const changed = within(items[0] as HTMLElement).getByRole('link', {
      name: 'The key of question 2 was changed after challenges: scores and ranks were recalculated.',
    });
    expect(changed).toHaveAttribute('href', '#review-question-2');
    expect(items[0]).toHaveTextContent('The Kosi is the Sorrow of Bihar: the key is now C.');
    expect(items[0]).toHaveTextContent(/26 Nov 2026, 12:00\s?pm IST/i);
    expect(
      within(items[1] as HTMLElement).getByRole('link', {
        name: 'Question 5 was dropped: everyone gets its marks.',
      }),
    ).toHaveAttribute('href', '#review-question-5');
    expect(items[1]).not.toHaveTextContent('Our faculty’s reply');
  });

  it('is not there without changes', () => {
    const { container } = render(<KeyChangesNotice changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<KeyChangesNotice changes={changes} />);
    expect(screen.getByRole('region', { name: 'उत्तर कुंजी संशोधित की गई' })).toBeInTheDocument();
    expect(screen.getByText('प्रश्न 5 हटा दिया गया: सभी को इसके अंक मिलेंगे।')).toBeInTheDocument();
  });
});

describe('the challenge period line', () => {
  it('says until when the key may be challenged, while the period is open', () => {
    const period = { opensAt: '2026-11-25T11:30:00Z', closesAt: '2026-11-28T11:30:00Z', open: true };
    const { rerender, container } = render(<ChallengePeriodLine period={period} />);
    expect(screen.getByText(/You can challenge the key until 28 Nov 2026, 5:00\s?pm IST\./i)).toBeInTheDocument();
    rerender(<ChallengePeriodLine period={{ ...period, open: false }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ChallengePeriodLine period={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
