import { describe, expect, it } from 'vitest';
import { drivePreviewUrl } from './drive-preview';

const PREVIEW = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview';

describe('drivePreviewUrl', () => {
  it('takes the file id from a /file/d/{id}/ path', () => {
    expect(drivePreviewUrl('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing')).toBe(PREVIEW);
    expect(drivePreviewUrl(' https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp ')).toBe(PREVIEW);
    expect(drivePreviewUrl(PREVIEW)).toBe(PREVIEW);
  });

  it('takes the file id from an id query parameter', () => {
    expect(drivePreviewUrl('https://drive.google.com/open?id=1AbCdEfGhIjKlMnOp')).toBe(PREVIEW);
    expect(drivePreviewUrl('https://drive.google.com/uc?id=1AbCdEfGhIjKlMnOp&export=download')).toBe(PREVIEW);
    expect(drivePreviewUrl('https://docs.google.com/uc?id=1AbCdEfGhIjKlMnOp')).toBe(PREVIEW);
  });

  it('refuses links that are not Drive files', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=abc',
      'http://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
      'https://drive.google.com.evil.example/file/d/1AbCdEfGhIjKlMnOp/view',
      'https://drive.google.com/drive/folders/x',
      'https://drive.google.com/file/d/<script>/view',
      'https://drive.google.com/file/d/short/view',
      'javascript:alert(1)',
      'not a link',
      '',
      null,
      undefined,
    ]) {
      expect(drivePreviewUrl(link)).toBeNull();
    }
  });
});
