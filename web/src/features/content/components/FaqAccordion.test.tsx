import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 1, question: 'क्या टेस्ट सीरीज़ हिंदी में उपलब्ध है?', answer: 'हाँ, सभी टेस्ट हिंदी और अंग्रेज़ी में हैं।' },
  { id: 2, question: 'How do I reset my password?', answer: 'Use "Forgot Password?" in the login dialog.' },
  { id: 3, question: 'Third question', answer: 'Third answer' },
];

describe('FaqAccordion', () => {
  it('starts with every answer closed', () => {
    render(<FaqAccordion items={items} />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    if (!first || !second) throw new Error('expected buttons');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: items[0]?.question })).toHaveTextContent(items[0]?.answer ?? '');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks Hindi entries as Hindi', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getByText(items[0]?.question ?? '').closest('[lang]')).toHaveAttribute('lang', 'hi');
    // An entry in the page's language has no mark of its own: it takes the page's (<html lang>).
    expect(screen.getByText(items[1]?.question ?? '').closest('[lang]')).toBe(document.documentElement);
  });
});
