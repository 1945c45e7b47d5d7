import { afterEach, describe, expect, it } from 'vitest';
import { makeLibraryId, rememberLibraryId, subscriptionIdFromLibraryId } from './library-id';

afterEach(() => window.localStorage.clear());

describe('opaque library ids', () => {
  it('hides the subscription id and recovers it after a reload', () => {
    const id = makeLibraryId(42);
    expect(id).not.toContain('42.');
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(subscriptionIdFromLibraryId(id)).toBe(42);
  });

  it('makes a different id each time', () => {
    expect(makeLibraryId(7)).not.toBe(makeLibraryId(7));
  });

  it('decodes the id itself when the stored mapping is gone', () => {
    const id = makeLibraryId(1234);
    window.localStorage.clear();
    expect(subscriptionIdFromLibraryId(id)).toBe(1234);
  });

  it('prefers the stored mapping', () => {
    rememberLibraryId('some-id', 9);
    expect(subscriptionIdFromLibraryId('some-id')).toBe(9);
  });

  it('answers null for ids it cannot recover', () => {
    expect(subscriptionIdFromLibraryId(undefined)).toBeNull();
    expect(subscriptionIdFromLibraryId('not-base64-!!')).toBeNull();
    expect(subscriptionIdFromLibraryId(btoa('abc.123.-5'))).toBeNull();
    expect(subscriptionIdFromLibraryId(btoa('just-text'))).toBeNull();
  });
});
