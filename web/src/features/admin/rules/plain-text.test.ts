import { describe, expect, it } from 'vitest';
import { excerpt, plainText } from './plain-text';

describe('plainText', () => {
  it('reads staff HTML as text, keeping blocks apart', () => {
    expect(plainText('<p>Consider:</p><ol><li>One</li><li>Two</li></ol><p>Which?</p>')).toBe(
      'Consider: One Two Which?',
    );
    expect(plainText('Fish &amp; chips')).toBe('Fish & chips');
    expect(plainText('plain')).toBe('plain');
  });

  it('runs nothing it reads', () => {
    expect(plainText('<img src=x onerror="window.pwned = true">Safe')).toBe('Safe');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('keeps a short text whole and cuts a long one with an ellipsis', () => {
    expect(excerpt('<p>Which river?</p>')).toBe('Which river?');
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
    expect(excerpt('abcde', 5)).toBe('abcde');
  });
});
