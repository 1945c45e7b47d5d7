/**
 * A learner's devices (docs/product.md, "Devices"), on a server of this file's own with the
 * product's limit of three: the shared server has none (global-setup.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDialog, field, type Learner, loginByApi, newLearner, registerByApi, type Session } from './accounts';
import { openPage, PHONE, seriousViolations, shot, toastShown } from './browser';
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
});
