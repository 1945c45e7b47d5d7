import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiGet, apiRequest, errorMessage, setUnauthorizedHandler } from './api-client';
import { takeSignedOutElsewhere } from './auth/session-expiry';
import { saveSession } from './session';

// These tests pin the client's own rules (headers, body encoding, error and 401 handling) by
// recording what it sends through a stand-in `fetch`. They claim nothing about the server:
// real answers are exercised end to end by the browser tests against the real binary.
type Recorded = { url: string; init: RequestInit };
let requests: Recorded[];

function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
}

const okSchema = z.object({ status: z.number() });

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('apiRequest', () => {
  it('prefixes /api and sends no Authorization header without a stored token', async () => {
    answerWith(200, { status: 200 });
    await apiGet('/v1/dynamic-content/faqs', okSchema);
    expect(requests[0]?.url).toBe('/api/v1/dynamic-content/faqs');
    expect(new Headers(requests[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it('sends the stored session token as a bearer token', async () => {
    saveSession('tok-123', { name: 'Asha' });
    answerWith(200, { status: 200 });
    await apiGet('/v1/modules/subscriptions', okSchema, { query: { typeId: 4, skip: undefined } });
    expect(requests[0]?.url).toBe('/api/v1/modules/subscriptions?typeId=4');
    expect(new Headers(requests[0]?.init.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends plain objects form-urlencoded, leaving out empty values', async () => {
    answerWith(200, { status: 200 });
    await apiRequest('/v1/login', {
      method: 'POST',
      body: { email: 'a@b.in', password: 'secret', remember: undefined },
      schema: okSchema,
    });
    const body = requests[0]?.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect((body as URLSearchParams).toString()).toBe('email=a%40b.in&password=secret');
  });

  it('turns a non-2xx answer into an ApiError with the server message and field errors', async () => {
    answerWith(400, { status: 400, message: 'Please fix the errors', errors: { email: 'Invalid email format.' } });
    const error = await apiGet('/v1/register', okSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fix the errors',
      errors: { email: 'Invalid email format.' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Please fix the errors');
  });

  it('falls back to a generic message when the error answer has none', async () => {
    answerWith(503, {});
    const error = await apiGet('/v1/x', okSchema).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, message: 'Request failed (503)' });
    expect(errorMessage(new Error('boom'), 'Failed to load courses')).toBe('Failed to load courses');
  });

  it('on a 401 to a call made with a session clears both keys and calls the unauthorized handler', async () => {
    saveSession('expired', { name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(401, { status: 401, message: 'Session expired' });

    await expect(apiGet('/v1/modules/user/profile', okSchema)).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('sessionToken')).toBeNull();
    expect(window.localStorage.getItem('userData')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the server’s word when the device limit ended the session, and nothing for other 401s', async () => {
    const why =
      'You were signed out because your account was signed in on another device: Chrome on Android, 29 Nov 2026, 9:52 AM IST. See your devices in your profile.';
    saveSession('signed-out', { name: 'Asha' });
    answerWith(401, {
      status: 401,
      message: why,
      reason: 'device_limit',
      device: { browser: 'Chrome', os: 'Android' },
    });
    await expect(apiGet('/v1/modules/user/profile', okSchema)).rejects.toMatchObject({ status: 401, message: why });
    expect(takeSignedOutElsewhere()).toBe(why);
    expect(takeSignedOutElsewhere()).toBeNull(); // said once

    saveSession('expired', { name: 'Asha' });
    answerWith(401, { status: 401, message: 'Your session has expired. Please log in again.' });
    await expect(apiGet('/v1/modules/user/profile', okSchema)).rejects.toMatchObject({ status: 401 });
    expect(takeSignedOutElsewhere()).toBeNull();
  });

  it('ends a session once, however many of its calls come back 401', async () => {
    saveSession('expired', { name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(401, { status: 401, message: 'Session expired' });

    const failures = await Promise.all(
      ['/v1/a', '/v1/b', '/v1/c'].map((path) => apiGet(path, okSchema).catch((caught: unknown) => caught)),
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    // Each failure says the session is over, so callers need not show their own message too.
    for (const failure of failures) expect(failure).toMatchObject({ status: 401, sessionExpired: true });
  });

  it('ends the session when a public call answers as to a visitor because the token no longer works', async () => {
    saveSession('expired', { name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ status: 200 }), { status: 200, headers: { 'Session-Expired': 'true' } }),
        ),
      ),
    );
    // The answer itself is still the page's to show.
    await expect(apiGet('/v1/dynamic-content/faqs', okSchema)).resolves.toEqual({ status: 200 });
    expect(window.localStorage.getItem('sessionToken')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps a working session on an answer without the mark', async () => {
    saveSession('fine', { name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(200, { status: 200 });
    await apiGet('/v1/dynamic-content/faqs', okSchema);
    expect(window.localStorage.getItem('sessionToken')).toBe('fine');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a newer session alone when an older one’s call comes back 401', async () => {
    saveSession('old', { name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        // Signed in again while the old session's call was on its way.
        saveSession('new', { name: 'Asha' });
        return Promise.resolve(new Response(JSON.stringify({ message: 'Session expired' }), { status: 401 }));
      }),
    );
    await expect(apiGet('/v1/a', okSchema)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('sessionToken')).toBe('new');
  });

  it('treats a 401 without a stored token as the call’s own answer', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(401, { status: 401, message: 'Invalid email or password.' });

    await expect(
      apiRequest('/v1/login', { method: 'POST', body: { email: 'a@b.in', password: 'x' }, schema: okSchema }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.', sessionExpired: false });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 from a call that opts out (login with a stale token)', async () => {
    saveSession('stale', { name: 'Asha' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(401, { status: 401, message: 'Invalid email or password.' });

    await expect(
      apiRequest('/v1/login', {
        method: 'POST',
        body: { email: 'a@b.in', password: 'x' },
        schema: okSchema,
        redirectOnUnauthorized: false,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('sessionToken')).toBe('stale');
  });

  it('rejects a success answer that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(200, { unexpected: true });
    await expect(apiGet('/v1/x', okSchema)).rejects.toMatchObject({
      message: 'The server sent an answer this page cannot read.',
    });
  });
});
