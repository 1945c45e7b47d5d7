import { describe, expect, it } from 'vitest';
import { answerFileProblem } from './answer-file';

describe('answer file check', () => {
  it('asks for a file when none is chosen', () => {
    expect(answerFileProblem(null)).toBe('Please select a PDF file to upload');
    expect(answerFileProblem(undefined)).toBe('Please select a PDF file to upload');
  });

  it('takes only PDFs', () => {
    expect(answerFileProblem(new File(['%PDF-1.4'], 'answer.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(answerFileProblem(new File(['x'], 'answer.jpg', { type: 'image/jpeg' }))).toBe('Only PDF files are allowed');
    expect(answerFileProblem(new File(['x'], 'answer.docx', { type: '' }))).toBe('Only PDF files are allowed');
  });
});
