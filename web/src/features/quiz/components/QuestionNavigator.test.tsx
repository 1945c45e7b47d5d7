import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { emptyProgress, emptySheet, quizReducer } from '../rules/quiz-sheet';
import { QuestionNavigator } from './QuestionNavigator';

function sheetOf(count: number) {
  const questionIds = Array.from({ length: count }, (_, index) => index + 1);
  const loaded = quizReducer(emptySheet, { type: 'load', testId: 1, questionIds, restored: emptyProgress, at: 0 });
  return quizReducer(loaded, { type: 'toggleMark', at: 0 });
}

describe('the question navigator', () => {
  it('names each question and its status', () => {
    render(<QuestionNavigator sheet={sheetOf(3)} disabled={false} onGoTo={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Question 1, current, marked for review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, not visited' })).toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi interface', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<QuestionNavigator sheet={sheetOf(3)} disabled={false} onGoTo={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'प्रश्न' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रश्न 1, वर्तमान, समीक्षा के लिए चिह्नित' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रश्न 3, नहीं देखा गया' })).toBeInTheDocument();
    expect(screen.getByText('समीक्षा के लिए चिह्नित (किसी भी रंग में)')).toBeInTheDocument();
  });
});
