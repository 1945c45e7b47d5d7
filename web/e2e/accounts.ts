/** Learners for the browser tests: fresh sign-up data, and sessions made through the API. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseURL, visitorAddress } from './browser';

export interface Learner {
  name: string;
  email: string;
  password: string;
  mobile: string;
  postalAddress: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}

let counter = 0;

/** A learner no test has used: the e-mail is unique per run and per call. */
export function newLearner(): Learner {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Asha Verma',
    email: `asha.${id}@aspirant.test`,
    password: 'first-pass1',
    mobile: '9876543210',
    postalAddress: '12 MG Road',
    landmark: 'Near Shaniwar Wada',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  };
}

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

/** The year it is in India, as the forms count it (a target year may not be before it). */
export function yearInIndia(): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()));
}

/**
 * POST /api/v1/register with the learner's sign-up form, fields in `changes` replacing theirs,
 * from a visitor address of its own; the raw answer, for tests of what the server refuses.
 */
export function signUpByApi(
  learner: Learner,
  changes: Record<string, string> = {},
  server = baseURL,
): Promise<Response> {
  const form = new URLSearchParams({
    name: learner.name,
    email: learner.email,
    password: learner.password,
    target_year: String(yearInIndia()),
    postal_address: learner.postalAddress,
    landmark: learner.landmark,
    city: learner.city,
    state: learner.state,
    pincode: learner.pincode,
    mobile: learner.mobile,
  });
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return fetch(`${server}/api/v1/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitorAddress() },
    body: form,
  });
}

/** Signs a learner up through the API (for tests about what comes after sign-up). */
export async function registerByApi(learner: Learner, server = baseURL): Promise<Session> {
  const response = await signUpByApi(learner, {}, server);
  const answer = (await response.json()) as { token?: string; body?: { user?: Record<string, unknown> } };
  if (!response.ok || !answer.token || !answer.body?.user) {
    throw new Error(`register answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return { token: answer.token, user: answer.body.user };
}

/** Starts every page of the context logged in with `session`, as a login would leave it. */
export async function startLoggedIn(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(
    ({ token, user }) => {
      // Only on the first page load: a logout or a 401 later in the test must stick.
      if (window.sessionStorage.getItem('e2e.sessionSeeded')) return;
      window.sessionStorage.setItem('e2e.sessionSeeded', '1');
      window.localStorage.setItem('sessionToken', token);
      window.localStorage.setItem('userData', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/** The open auth dialog. */
export function authDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Welcome to Aspirant' });
}

/**
 * A field of a form by its label's start ("Mobile Number" also matches "Mobile Number *"). Not
 * the group that holds a translated field's English and its translations, which is labelled
 * with the field's name too.
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`), { exact: false })
    .and(scope.locator(':not([role="group"])'))
    .first();
}

/** Fills the sign-up form for `learner`. */
export async function fillSignUp(dialog: Locator, learner: Learner, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Name: learner.name,
    Email: learner.email,
    Password: learner.password,
    'Confirm Password': learner.password,
    'Mobile Number': learner.mobile,
    'Postal Address': learner.postalAddress,
    Landmark: learner.landmark,
    City: learner.city,
    State: learner.state,
    Pincode: learner.pincode,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await field(dialog, label).fill(value);
  }
}

/** Logs an account in through the API (the login dialog has its own tests in accounts.e2e.ts). */
export async function loginByApi(
  email: string,
  password: string,
  { server = baseURL, userAgent }: { server?: string; userAgent?: string } = {},
): Promise<Session> {
  const response = await fetch(`${server}/api/v1/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': visitorAddress(),
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
    },
    body: new URLSearchParams({ email, password }),
  });
  const answer = (await response.json()) as {
    body?: { session?: { sessionToken?: string }; user?: Record<string, unknown> };
  };
  const token = answer.body?.session?.sessionToken;
  if (!response.ok || !token || !answer.body?.user) throw new Error(`login answered ${response.status}`);
  return { token, user: answer.body.user };
}

/** A console or API call's form body, sent as staff's forms send it. */
export function formPost(values: Record<string, string | number>): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])),
  };
}

/** An API call as `session` (or a visitor), answering the JSON body and failing loudly on an error status. */
export async function apiAs<T>(
  session: Session | null,
  apiPath: string,
  init: RequestInit = {},
  server = baseURL,
): Promise<T> {
  const headers = new Headers(init.headers);
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(`${server}/api${apiPath}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${apiPath} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Gives a learner a subscription as staff would in the console (Learners › Grant). */
export async function grantInConsole(
  admin: Session,
  email: string,
  subscriptionId: number,
  server = baseURL,
): Promise<void> {
  const found = await apiAs<{ items: { id: number }[] }>(
    admin,
    `/v1/admin/learners?q=${encodeURIComponent(email)}`,
    {},
    server,
  );
  const id = found.items[0]?.id;
  if (!id) throw new Error(`no account for ${email}`);
  await apiAs(
    admin,
    `/v1/admin/learners/${id}/grants`,
    { method: 'POST', body: new URLSearchParams({ subscriptionId: String(subscriptionId) }) },
    server,
  );
}
