import { describe, expect, it } from 'vitest';
import { QUESTIONS_SESSION_MS, storedQuestions, storeQuestions } from './question-cache';

const questions = [
  { id: 1, kind: 'single_choice', description: '<p>Q</p>', topic: 'Polity', options: [{ id: 11, text: 'A' }] },
];

describe('question cache in sessionStorage', () => {
  it('answers the stored questions for five minutes', () => {
    storeQuestions(3, questions, 1000);
    expect(storedQuestions(3, 1000 + QUESTIONS_SESSION_MS - 1)).toEqual({ questions, timestamp: 1000 });
    expect(storedQuestions(3, 1000 + QUESTIONS_SESSION_MS)).toBeNull();
  });

  it('keeps tests apart and ignores damaged entries', () => {
    storeQuestions(3, questions, 1000);
    expect(storedQuestions(4, 1000)).toBeNull();
    window.sessionStorage.setItem('aspirant.quiz.questions.5', JSON.stringify({ testId: 5, questions: 'x' }));
    expect(storedQuestions(5, 1000)).toBeNull();
  });
});
