import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { EvaluatedCopyComments } from './EvaluatedCopyComments';

// As the server answers them: by page in reading order, a typed line break kept.
const comments = [
  { page: 1, text: 'Define federalism\nthen argue' },
  { page: 2, text: 'Good use of the Sarkaria Commission' },
  { page: 2, text: 'Add a way forward' },
];

describe('EvaluatedCopyComments', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists each comment with its page, in order, and the page shows its page of the copy', async () => {
    const onShowPage = vi.fn();
    render(<EvaluatedCopyComments comments={comments} onShowPage={onShowPage} />);
    const list = screen.getByRole('region', { name: "The evaluator's comments" });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Page 1: Define federalism\nthen argue',
      'Page 2: Good use of the Sarkaria Commission',
      'Page 2: Add a way forward',
    ]);
    // At the screen's own text size, not the copy's.
    expect(items[1]).toHaveClass('text-base');

    const [firstOnPage2] = within(list).getAllByRole('button', { name: 'Page 2: show the page' });
    await userEvent.click(firstOnPage2 as HTMLElement);
    expect(onShowPage).toHaveBeenCalledWith(2);
  });

  it('reads in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<EvaluatedCopyComments comments={comments.slice(1, 2)} onShowPage={() => undefined} />);
    const list = screen.getByRole('region', { name: 'मूल्यांकनकर्ता की टिप्पणियाँ' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('पन्ना 2: Good use of the Sarkaria Commission');
    expect(within(list).getByRole('button', { name: 'पन्ना 2: वह पन्ना दिखाएँ' })).toBeInTheDocument();
  });

  it('shows nothing for a copy without comments (ticks and crosses need no words)', () => {
    const { container } = render(<EvaluatedCopyComments comments={[]} onShowPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
