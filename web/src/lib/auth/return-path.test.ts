import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/notes/12')).toBe('/notes/12');
    expect(safeReturnPath('/quiz/gs-test-01?start=1#q3')).toBe('/quiz/gs-test-01?start=1#q3');
  });

  it('sends anything else home: nothing, another site, or /login itself', () => {
    for (const next of [null, undefined, '', 'notes', 'https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect(safeReturnPath(next)).toBe('/');
    }
    expect(safeReturnPath('/login?next=/notes')).toBe('/');
  });
});

describe('loginPathReturningTo', () => {
  it('names the page to return to', () => {
    expect(loginPathReturningTo('/reset-password?token=abc')).toBe('/login?next=%2Freset-password%3Ftoken%3Dabc');
    expect(loginPathReturningTo('/')).toBe('/login');
  });
});
