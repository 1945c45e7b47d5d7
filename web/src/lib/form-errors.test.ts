import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalMessage } from './form-errors';

describe('refusalMessage', () => {
  const refused = new ApiError(400, 'Please fix the errors above.', {
    marks: 'Give marks from 0 to 35.',
    questionMarks: 'Question Q2 has no marks yet: mark every question before saving (0 for one not answered).',
  });

  it('says what the server found wrong with fields the form has no input for', () => {
    expect(refusalMessage(refused, ['marks'], 'Could not save.')).toBe(
      'Question Q2 has no marks yet: mark every question before saving (0 for one not answered).',
    );
    expect(refusalMessage(refused, [], 'Could not save.')).toBe(
      'Give marks from 0 to 35. Question Q2 has no marks yet: mark every question before saving (0 for one not answered).',
    );
  });

  it('keeps the server’s summary when every problem shows at its field, and the fallback without words', () => {
    expect(refusalMessage(refused, ['marks', 'questionMarks'], 'Could not save.')).toBe('Please fix the errors above.');
    expect(refusalMessage(new ApiError(409, 'The learner uploaded a newer answer; evaluate that one.'), [], 'x')).toBe(
      'The learner uploaded a newer answer; evaluate that one.',
    );
    expect(refusalMessage(new TypeError('Network request failed'), [], 'Could not save.')).toBe('Could not save.');
  });
});
