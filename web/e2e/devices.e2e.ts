/**
 * A learner's devices (docs/product.md, "Devices"), on a server of this file's own with the
 * product's limit of three: the shared server has none (global-setup.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  authDialog,
  field,
  type Learner,
  loginByApi,
  newLearner,
  registerByApi,
  type Session,
  startLoggedIn,
} from './accounts';
import { DESKTOP, openPage, PHONE, PHONE_390, seriousViolations, shot, toastShown } from './browser';
import { type RunningServer, startServer } from './server';
import { browser } from './shared-browser';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.stop();
});

/** Whether a session still opens the learner's profile. */
async function works(session: Session): Promise<boolean> {
  const response = await fetch(`${server.baseURL}/api/v1/modules/user/profile`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return response.status === 200;
}

describe('devices', () => {
  it('a fourth sign-in signs the first device out and says so; the profile signs others out', async () => {
    const learner: Learner = newLearner();
    // The sign-up's device, then a phone and an iPhone: three, the limit.
    const first = await registerByApi(learner, server.baseURL);
    const android = await loginByApi(learner.email, learner.password, {
      server: server.baseURL,
      userAgent: ANDROID_CHROME,
    });
    const iphone = await loginByApi(learner.email, learner.password, {
      server: server.baseURL,
      userAgent: IPHONE_SAFARI,
    });

    const { page, errors } = await openPage(browser, PHONE, { server: server.baseURL });
    await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    const dialog = authDialog(page);
    await field(dialog, 'Email').fill(learner.email);
    await field(dialog, 'Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await toastShown(
      page,
      'Logged in. Your account can be signed in on 3 devices at once, so the device signed in longest ago has been signed out.',
    );
    expect(await works(first)).toBe(false);
    expect(await works(android)).toBe(true);

    // The profile lists the three, this one marked; the phone is signed out from here.
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await devices.getByText('Chrome on Android').waitFor();
    await devices.getByText('This device').waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(3);
    await shot(page, 'devices-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await devices.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
    await toastShown(page, 'The device has been signed out.');
    await devices.getByText('Chrome on Android').waitFor({ state: 'detached' });
    expect(await works(android)).toBe(false);
    expect(await works(iphone)).toBe(true);

    await devices.getByRole('button', { name: 'Sign out all other devices' }).click();
    await toastShown(page, 'Every other device has been signed out.');
    await devices.getByText('Safari on iOS').waitFor({ state: 'detached' });
    expect(await devices.getByRole('listitem').count()).toBe(1);
    expect(await works(iphone)).toBe(false);
    // This device is still signed in.
    await page.reload();
    await devices.getByText('This device').waitFor();
    expect(errors).toEqual([]);
  });

  for (const language of ['en', 'hi'] as const) {
    it(`the device the limit signed out is told which device signed in, and signing in again links to the devices (${language})`, async () => {
      const learner: Learner = newLearner();
      const first = await registerByApi(learner, server.baseURL);
      const { context, page, errors } = await openPage(browser, PHONE_390, { server: server.baseURL });
      await context.addInitScript((chosen) => window.localStorage.setItem('aspirant.language', chosen), language);
      await startLoggedIn(context, first);
      for (const agent of [ANDROID_CHROME, IPHONE_SAFARI, ANDROID_CHROME]) {
        await loginByApi(learner.email, learner.password, { server: server.baseURL, userAgent: agent });
      }

      await page.goto('/profile', { waitUntil: 'domcontentloaded' });
      const why =
        language === 'en'
          ? /You were signed out because your account was signed in on another device: Chrome on Android, \d+ \w+ \d{4}, \d+:\d\d [AP]M IST\. See your devices in your profile\./
          : /आपका खाता दूसरे डिवाइस पर साइन इन हुआ, इसलिए यहाँ से आपको साइन आउट कर दिया गया: Android पर Chrome, \d+ \S+ \d{4}, \S+ \d+:\d\d। अपने डिवाइस प्रोफ़ाइल में देखें।/;
      const dialog = page.getByRole('dialog').filter({ has: page.locator('input[type="password"]') });
      await dialog.getByRole('alert').filter({ hasText: why }).waitFor();
      await shot(page, `signed-out-by-device-limit-${language}`);
      await dialog.locator('input[type="email"]').fill(learner.email);
      await dialog.locator('input[type="password"]').fill(learner.password);
      await dialog.locator('form button[type="submit"]').click();

      const notice = page.getByRole('status').filter({ hasText: why });
      await notice.waitFor();
      // This sign-in was a fourth device, so it signed the oldest out: said in the same notice,
      // not in a second one stacked over the page.
      const oldestSignedOut =
        language === 'en'
          ? 'so the device signed in longest ago has been signed out'
          : 'सबसे पहले साइन इन हुआ डिवाइस साइन आउट कर दिया गया है';
      await notice.getByText(oldestSignedOut).waitFor();
      await page.waitForTimeout(500); // a second notice would have come by now
      expect(await page.getByRole('status').filter({ hasText: oldestSignedOut }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `signed-out-by-device-limit-signed-in-${language}`, { fullPage: false });
      await notice.getByRole('link', { name: language === 'en' ? 'See your devices' : 'अपने डिवाइस देखें' }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#devices');
      await page.locator('#devices').getByRole('listitem').first().waitFor();
      await notice.waitFor({ state: 'detached' }); // followed, the notice goes
      // The browser's own note of the refused call is the only one.
      expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
      await context.close();
    });
  }

  it("staff see a learner's devices, attempts and answers in the console and sign a device out", async () => {
    const learner: Learner = newLearner();
    await registerByApi(learner, server.baseURL);
    const android = await loginByApi(learner.email, learner.password, {
      server: server.baseURL,
      userAgent: ANDROID_CHROME,
    });
    const admin = await loginByApi('admin@aspirant.test', 'admin12345', { server: server.baseURL });
    const idOf = async (email: string): Promise<number> => {
      const found = await apiAs<{ items: { id: number }[] }>(
        admin,
        `/v1/admin/learners?q=${encodeURIComponent(email)}`,
        {},
        server.baseURL,
      );
      const id = found.items[0]?.id;
      if (id === undefined) throw new Error(`no account ${email}`);
      return id;
    };

    const { context, page, errors } = await openPage(browser, DESKTOP, { server: server.baseURL });
    await startLoggedIn(context, admin);
    await page.goto(`/admin/learners/${await idOf(learner.email)}`, { waitUntil: 'domcontentloaded' });
    const devices = page.getByRole('region', { name: 'Devices' });
    const signOutPhone = devices.getByRole('button', { name: 'Sign out Chrome on Android' });
    await signOutPhone.waitFor();
    await signOutPhone.click();
    const dialog = page.getByRole('dialog', { name: 'Sign out Chrome on Android?' });
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await toastShown(page, 'The device has been signed out.');
    await signOutPhone.waitFor({ state: 'detached' });
    expect(await works(android)).toBe(false);
    // The learner's next call with that session is told it has expired.
    const refused = await fetch(`${server.baseURL}/api/v1/modules/user/profile`, {
      headers: { Authorization: `Bearer ${android.token}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Your session has expired. Please log in again.',
    );

    // A learner of the demo's rankings: their attempts, each linked to its test in the console,
    // ranked; on a computer and on a phone.
    await page.goto(`/admin/learners/${await idOf('learner01@aspirant.test')}`, { waitUntil: 'domcontentloaded' });
    const attempts = page.getByRole('region', { name: 'Prelims attempts' });
    await attempts.getByRole('link').first().waitFor();
    const firstRow = attempts.getByRole('row').nth(1);
    expect(await firstRow.getByRole('cell').nth(4).innerText()).toMatch(/^\d+$/);
    await page.getByRole('region', { name: 'Mains answers' }).getByText('No mains answers.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'console-learner-desktop');
    await page.setViewportSize(PHONE_390);
    await shot(page, 'console-learner-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
