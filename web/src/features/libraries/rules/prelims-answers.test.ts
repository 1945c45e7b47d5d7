import { describe, expect, it } from 'vitest';
import { hasSubmitted } from './prelims-answers';

describe('hasSubmitted', () => {
  it('is false before the first submitted attempt, when the answers are withheld', () => {
    expect(hasSubmitted({ attemptsMade: 0, testExplanationPDF: null, gDriveVideoLink: null })).toBe(false);
    expect(hasSubmitted({ testExplanationPDF: null, gDriveVideoLink: null })).toBe(false);
  });

  it('is true after an attempt, or when the server already sends the answers (staff)', () => {
    expect(hasSubmitted({ attemptsMade: 1, testExplanationPDF: null, gDriveVideoLink: null })).toBe(true);
    expect(hasSubmitted({ testExplanationPDF: { file_path: 'x.pdf' }, gDriveVideoLink: null })).toBe(true);
    expect(hasSubmitted({ testExplanationPDF: null, gDriveVideoLink: 'https://drive.google.com/file/d/x/view' })).toBe(
      true,
    );
  });
});
