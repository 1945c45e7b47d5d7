import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { Question } from '../api/schemas';
import { answerChange, confidenceOf, emptySheet, type QuizCommand, quizReducer } from '../rules/quiz-sheet';
import { QuestionCard } from './QuestionCard';

const question: Question = {
  id: 7,
  kind: 'single_choice',
  description: '<p>Which Article guarantees equality before law?</p>',
  topic: 'Polity',
  options: [
    { id: 71, text: 'Article 14' },
    { id: 72, text: 'Article 19' },
  ],
};

/** The question card on the real sheet reducer, as the test screen wires it, with a Clear button. */
function Harness({ onChange }: { onChange?: (change: ReturnType<typeof answerChange>) => void }) {
  const [sheet, setSheet] = useState(() =>
    quizReducer(emptySheet, { type: 'load', testId: 1, questionIds: [question.id], at: 0 }),
  );
  const run = (command: QuizCommand) => {
    const next = quizReducer(sheet, { ...command, at: 0 });
    setSheet(next);
    onChange?.(answerChange(next, question.id, 0));
  };
  return (
    <>
      <QuestionCard
        question={question}
        number={1}
        answer={sheet.selected[question.id]}
        marked={false}
        disabled={false}
        onAnswer={(answer) => run({ type: 'answer', answer })}
        confidence={confidenceOf(sheet, question.id)}
        onToggleConfidence={(tag) => run({ type: 'toggleConfidence', tag })}
      />
      <button type="button" onClick={() => run({ type: 'clear' })}>
        Clear Response
      </button>
    </>
  );
}

function tagButtons() {
  const group = screen.getByRole('group', { name: 'How sure are you?' });
  return within(group).getAllByRole('button');
}

describe('confidence tags while answering', () => {
  it('wait for an option, toggle one at a time, and go with the answer', async () => {
    const user = userEvent.setup();
    const changes: ReturnType<typeof answerChange>[] = [];
    render(<Harness onChange={(change) => changes.push(change)} />);

    const buttons = tagButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(['Sure', '50:50', 'Guess']);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByRole('group', { name: 'How sure are you?' })).toHaveAccessibleDescription(
      'Choose an option to tag it.',
    );

    await user.click(screen.getByRole('radio', { name: /Article 14/ }));
    const [sure, fifty, guess] = tagButtons() as [HTMLElement, HTMLElement, HTMLElement];
    expect(sure).toBeEnabled();
    expect(changes.at(-1)).not.toHaveProperty('confidence');

    await user.click(sure);
    expect(sure).toHaveAttribute('aria-pressed', 'true');
    expect(changes.at(-1)).toMatchObject({ questionId: 7, selectedOption: 71, confidence: 'sure' });

    // One tag at a time: 50:50 replaces Sure.
    await user.click(fifty);
    expect(sure).toHaveAttribute('aria-pressed', 'false');
    expect(fifty).toHaveAttribute('aria-pressed', 'true');
    expect(changes.at(-1)).toMatchObject({ confidence: 'fifty' });

    // By keyboard: Tab reaches Guess, Space presses it; pressing it again takes the tag off.
    guess.focus();
    await user.keyboard(' ');
    expect(guess).toHaveAttribute('aria-pressed', 'true');
    expect(fifty).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(guess).toHaveAttribute('aria-pressed', 'false');
    expect(changes.at(-1)).not.toHaveProperty('confidence');

    // Another option keeps the tag; clearing the answer clears it and disables the buttons.
    await user.click(guess);
    await user.click(screen.getByRole('radio', { name: /Article 19/ }));
    expect(changes.at(-1)).toMatchObject({ selectedOption: 72, confidence: 'guess' });
    await user.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(changes.at(-1)).toEqual({ questionId: 7, selectedOption: null, markedForReview: false, timeSpentMs: 0 });
    for (const button of tagButtons()) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    // Answering again starts without a tag.
    await user.click(screen.getByRole('radio', { name: /Article 14/ }));
    expect(tagButtons().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
  });

  it('speaks Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'आप कितने आश्वस्त हैं?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['पक्का', '50:50', 'अनुमान']);
  });
});
