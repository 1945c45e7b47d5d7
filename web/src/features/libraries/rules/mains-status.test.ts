import { describe, expect, it } from 'vitest';
import { answerWindowOf, canUploadAnswer, hasWindowPassed, mainsStatus } from './mains-status';

describe('mains badge', () => {
  it('is Evaluated when an evaluated PDF exists, whatever else holds', () => {
    expect(mainsStatus({ evaluatedPDF: { file_path: 'e.pdf' }, isAttempted: true })).toBe('Evaluated');
    expect(mainsStatus({ evaluatedPDF: { file_path: 'e.pdf' }, isAttempted: false })).toBe('Evaluated');
  });

  it('is Attempted with an answer and no evaluation, else Not Attempted', () => {
    expect(mainsStatus({ evaluatedPDF: null, isAttempted: true })).toBe('Attempted');
    expect(mainsStatus({ evaluatedPDF: null, isAttempted: false })).toBe('Not Attempted');
  });
});

const answerWindow = answerWindowOf({ start_date: '2026-03-01T00:30:00Z', end_date: '2026-03-07T18:29:00Z' });

describe('answer window', () => {
  it('reads the list’s ISO dates', () => {
    expect(answerWindow.start.toISOString()).toBe('2026-03-01T00:30:00.000Z');
    expect(answerWindow.end.toISOString()).toBe('2026-03-07T18:29:00.000Z');
  });

  it('includes its end: it has passed only after it', () => {
    expect(hasWindowPassed(new Date('2026-03-04T12:00:00Z'), answerWindow)).toBe(false);
    expect(hasWindowPassed(new Date('2026-03-07T18:29:00Z'), answerWindow)).toBe(false);
    expect(hasWindowPassed(new Date('2026-03-07T18:29:00.001Z'), answerWindow)).toBe(true);
  });
});

describe('upload control', () => {
  const during = new Date('2026-03-04T12:00:00Z');

  it('shows to subscribers while the server says the window is open, from its start', () => {
    expect(canUploadAnswer({ isSubscribed: true, isOpen: true, window: answerWindow }, during)).toBe(true);
    expect(canUploadAnswer({ isSubscribed: true, isOpen: true, window: answerWindow }, answerWindow.start)).toBe(true);
  });

  it('never shows to non-subscribers or when the server says the window is shut', () => {
    expect(canUploadAnswer({ isSubscribed: false, isOpen: true, window: answerWindow }, during)).toBe(false);
    expect(canUploadAnswer({ isSubscribed: true, isOpen: false, window: answerWindow }, during)).toBe(false);
  });

  it('goes once the window passes while the page is open', () => {
    expect(canUploadAnswer({ isSubscribed: true, isOpen: true, window: answerWindow }, answerWindow.end)).toBe(true);
    expect(
      canUploadAnswer({ isSubscribed: true, isOpen: true, window: answerWindow }, new Date('2026-03-07T18:29:01Z')),
    ).toBe(false);
  });
});
