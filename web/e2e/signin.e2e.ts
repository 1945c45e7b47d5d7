/**
 * Signing in keeps the learner's place (docs/product.md, "Sessions and signing in"): a visitor who
 * meets a sign-in wall (a library, a test) is still there after signing in or signing up (Order
 * Now goes on to its payment page, from the course's page), and an expired session says so once, opens the sign-in dialog over
 * the page and stays there after signing in. Against the real server, at 1280 and 390 px.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  authDialog,
  field,
  fillSignUp,
  loginByApi,
  newLearner,
  registerByApi,
  type Session,
  startLoggedIn,
} from './accounts';
import { api, baseURL, DESKTOP, openPage, PHONE_390, seriousViolations, shot, toast, toastShown } from './browser';
import { browser } from './shared-browser';

const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };
const EXPIRED = 'Your session has expired. Please sign in again.';

/** An opaque library id as src/lib/library-id.ts makes it (base64url of random.time.id). */
function libraryId(subscriptionId: number): string {
  const random = Math.random().toString(36).slice(2, 10);
  return Buffer.from(`${random}.${Date.now()}.${subscriptionId}`).toString('base64url');
}

async function subscriptionId(slug: string): Promise<number> {
  return (await api<{ responseResult: { id: number } }>(`/v1/modules/subscriptions/${slug}`)).responseResult.id;
}

function here(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Signs in through the open dialog. */
async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = authDialog(page);
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Ends a session on the server, as an expiry or a sign-out elsewhere would. */
async function revoke(session: Session) {
  const response = await fetch(`${baseURL}/api/v1/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`logout answered ${response.status}`);
}

describe('a sign-in wall returns the visitor to where they were', () => {
  for (const viewport of [DESKTOP, PHONE_390]) {
    it(`Order Now on a course page, then sign in, at ${viewport.width} px: the order goes on`, async () => {
      const learner = newLearner();
      await registerByApi(learner);
      const id = await subscriptionId('gs-prelims-notes-2027');
      const { context, page, errors } = await openPage(browser, viewport);
      await page.goto(`/notes/${id}`, { waitUntil: 'domcontentloaded' });
      const orderNow = page.getByRole('button', { name: 'Order Now' });
      await orderNow.click();
      await toastShown(page, 'Please login or signup to continue');
      await authDialog(page).waitFor();
      const before = here(page);
      await shot(page, `signin-order-now-dialog-${viewport.width}`, { fullPage: false });

      // Signed in, the order goes on by itself (docs/product.md, "Free courses"), from this page:
      // its payment page, and Back returns to the course.
      await signInThroughDialog(page, learner.email, learner.password);
      await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'), { timeout: 15_000 });
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'GS Prelims Notes 2027' }).waitFor();
      expect(here(page)).toBe(before);
      await shot(page, `signin-order-now-after-${viewport.width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('Order Now, then sign up instead: signed in, the order goes on once the dialog closes', async () => {
    const id = await subscriptionId('gs-prelims-notes-2027');
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`/notes/${id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Order Now' }).click();
    const dialog = authDialog(page);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await fillSignUp(dialog, newLearner());
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toastShown(page, 'Signup successful.');
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'), { timeout: 15_000 });
    await context.close();
  });

  it('opening a library: signs in over it and shows it', async () => {
    const id = await subscriptionId('prelims-test-series-2027');
    const address = `/prelims-tests/library/${libraryId(id)}`;
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await toastShown(page, 'Please login or signup to view the tests');
    await signInThroughDialog(page, DEMO.email, DEMO.password);
    expect(here(page)).toBe(address);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText('Login required').count()).toBe(0);
    await context.close();
  });

  it('starting a test: signs in on the test’s page and stays there', async () => {
    const id = await subscriptionId('prelims-test-series-2027');
    const tests = await api<{ responseResult: { slug: string }[] }>(`/v1/modules/tests/library?subscriptionId=${id}`);
    const slug = tests.responseResult[0]?.slug;
    if (!slug) throw new Error('the demo prelims library is empty');
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`/quiz/${slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Login required').waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await signInThroughDialog(page, DEMO.email, DEMO.password);
    expect(new URL(page.url()).pathname).toBe(`/quiz/${slug}`);
    await page.getByText('Login required').waitFor({ state: 'detached' });
    await context.close();
  });

  it('/login?next= opens the dialog over that page and stays there; another site is not a place', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/login?next=%2Fprivacy-policy', { waitUntil: 'domcontentloaded' });
    await authDialog(page).waitFor();
    await page.waitForURL((url) => url.pathname === '/privacy-policy');
    await signInThroughDialog(page, DEMO.email, DEMO.password);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await context.close();

    const other = await openPage(browser, DESKTOP);
    await other.page.goto('/login?next=%2F%2Fevil.example%2F', { waitUntil: 'domcontentloaded' });
    await authDialog(other.page).waitFor();
    expect(new URL(other.page.url()).origin).toBe(new URL(baseURL).origin);
    expect(new URL(other.page.url()).pathname).toBe('/');
    await other.context.close();
  });
});

describe('an expired session', () => {
  for (const viewport of [DESKTOP, PHONE_390]) {
    it(`says so once, opens the sign-in dialog over the page and stays there, at ${viewport.width} px`, async () => {
      const session = await loginByApi(DEMO.email, DEMO.password);
      const notes = await subscriptionId('gs-prelims-notes-2027');
      const address = `/notes/library/${libraryId(notes)}`;
      const { context, page, errors } = await openPage(browser, viewport);
      await startLoggedIn(context, session);
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      const firstNote = page.getByRole('article').first();
      await firstNote.getByText('Subscribed', { exact: true }).waitFor();

      // Every download at once, each sent with the session; they are held until all are on the
      // wire, then the session ends on the server and each is answered 401. Ending it first would
      // race the page's own calls (the bell's count on a slow machine): one of those could find
      // it over before the clicks, which would then go out without a session.
      const held: Route[] = [];
      await page.route('**/api/v1/modules/download?**', (route) => {
        held.push(route);
      });
      const started = await page.evaluate(() => {
        const downloads = Array.from(document.querySelectorAll<HTMLButtonElement>('main article button')).filter(
          (button) => /Wise PDF$/.test(button.textContent),
        );
        for (const button of downloads) button.click();
        return downloads.length;
      });
      expect(started).toBeGreaterThan(1);
      await expect.poll(() => held.length, { timeout: 10_000 }).toBe(started);
      expect(held.every((route) => route.request().headers().authorization === `Bearer ${session.token}`)).toBe(true);
      await revoke(session);
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute('**/api/v1/modules/download?**');

      const dialog = authDialog(page);
      await dialog.waitFor();
      await dialog.getByText(EXPIRED).waitFor();
      await page.waitForTimeout(800);
      // Once: one message on the whole page, no toast per failed call.
      expect(await page.getByText(EXPIRED).count()).toBe(1);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /Failed|log ?in/i })
          .count(),
      ).toBe(0);
      expect(here(page)).toBe(address);
      expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
      await shot(page, `signin-expired-${viewport.width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      await signInThroughDialog(page, DEMO.email, DEMO.password);
      expect(here(page)).toBe(address);
      await page.getByRole('article').first().getByText('Subscribed', { exact: true }).waitFor();
      expect(await page.getByText(EXPIRED).count()).toBe(0);
      expect(errors.filter((message) => !/401 \(Unauthorized\)/.test(message))).toEqual([]);
      await context.close();
    });
  }

  it('on a page that asks visitors to sign in, adds no message of its own', async () => {
    const session = await loginByApi(DEMO.email, DEMO.password);
    const prelims = await subscriptionId('prelims-test-series-2027');
    const address = `/prelims-tests/library/${libraryId(prelims)}`;
    await revoke(session);
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, session);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await authDialog(page).getByText(EXPIRED).waitFor();
    await page.waitForTimeout(800);
    expect(await toast(page, 'Please login or signup to view the tests').count()).toBe(0);
    expect(await page.getByText(EXPIRED).count()).toBe(1);
    await signInThroughDialog(page, DEMO.email, DEMO.password);
    expect(here(page)).toBe(address);
    await page.getByRole('article').first().waitFor();
    await context.close();
  });
});
