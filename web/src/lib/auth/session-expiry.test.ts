import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionExpired, handleSessionExpiry, isSessionExpired, markSessionExpired } from './session-expiry';

afterEach(() => clearSessionExpired());

describe('session expiry', () => {
  it('tells the auth provider, and says whether one was there', () => {
    expect(markSessionExpired()).toBe(false);
    const open = vi.fn();
    const stop = handleSessionExpiry(open);
    expect(markSessionExpired()).toBe(true);
    expect(open).toHaveBeenCalledOnce();
    expect(isSessionExpired()).toBe(true);
    stop();
    clearSessionExpired();
    expect(isSessionExpired()).toBe(false);
  });
});
