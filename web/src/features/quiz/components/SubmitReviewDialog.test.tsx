import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import type { Question } from '../api/schemas';
import { submitFailure, submitNextStep } from '../rules/failures';
import { emptySheet } from '../rules/quiz-sheet';
import { SubmitReviewDialog } from './SubmitReviewDialog';

const questions: Question[] = [
  { id: 1, kind: 'single_choice', description: 'Which article?', topic: 'Polity', options: [{ id: 11, text: '21' }] },
];

/** The dialog after a submit failed with this error, as the test screen shows it. */
function afterFailedSubmit(error: unknown) {
  render(
    <SubmitReviewDialog
      sheet={{ ...emptySheet, questionIds: [1] }}
      questions={questions}
      submitting={false}
      failure={{ message: submitFailure(error), nextStep: submitNextStep(error) }}
      onGoBack={() => undefined}
      onSubmit={() => undefined}
      onOpenQuestion={() => undefined}
    />,
  );
  return screen.getByRole('alert');
}

describe('the submit dialog after a failed submit', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('says, in the dialog, that a submit sent offline failed and that the answers wait on the device', () => {
    const alert = afterFailedSubmit(new TypeError('Failed to fetch'));
    expect(alert).toHaveTextContent('There was an issue submitting your test.');
    expect(alert).toHaveTextContent('Your answers are kept on this device. Submit again when you are back online.');
    expect(screen.getByRole('button', { name: 'Submit and Finish' })).toBeEnabled();
  });

  it('asks to try again shortly after a server error, and adds nothing to a refusal', () => {
    expect(afterFailedSubmit(new ApiError(503, 'Unavailable'))).toHaveTextContent(
      'Error submitting test results' + 'Your answers are kept on this device. Please submit again in a minute.',
    );
  });

  it('gives a refusal the server’s reason alone', () => {
    const alert = afterFailedSubmit(new ApiError(400, 'You have exceeded your test taking limit'));
    expect(alert).toHaveTextContent(/^You have exceeded your test taking limit$/);
  });

  it('speaks Hindi in a Hindi interface', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const alert = afterFailedSubmit(new TypeError('Failed to fetch'));
    expect(alert).toHaveTextContent('आपका टेस्ट सबमिट करने में समस्या आई।');
    expect(alert).toHaveTextContent('आपके उत्तर इसी डिवाइस पर सुरक्षित हैं। इंटरनेट लौटने पर दोबारा सबमिट करें।');
  });
});
