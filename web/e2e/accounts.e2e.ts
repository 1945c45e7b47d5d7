import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authDialog, field, fillSignUp, type Learner, newLearner, registerByApi, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE, screenshotDir, seriousViolations, shot, toastShown, waitForPath } from './browser';
import { resetLinkIn, waitForMail } from './mail';
import { browser } from './shared-browser';

const header = (page: Page) => page.locator('header');

function storedSession(page: Page) {
  return page.evaluate(() => [localStorage.getItem('sessionToken'), localStorage.getItem('userData')]);
}

/** Logs in through the dialog, opened from the header. */
async function logInThroughDialog(page: Page, email: string, password: string) {
  await header(page).getByRole('button', { name: 'Login' }).click();
  const dialog = authDialog(page);
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('accounts', () => {
  it('signs a new learner up through the dialog, logs out, and logs in again', async () => {
    const learner = newLearner();
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    await header(page).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = authDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    // The optional subjects come from the server; choose one.
    await field(dialog, 'Optional Subject').locator('option', { hasText: 'Sociology' }).waitFor({ state: 'attached' });
    await fillSignUp(dialog, learner);
    await field(dialog, 'Optional Subject').selectOption('Sociology');
    expect(await field(dialog, 'Target Year').inputValue()).toBe('2026');
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // A success toast, the header switches to the logged-in entries, the dialog closes by itself.
    await toastShown(page, 'Signup successful.');
    await header(page).getByRole('button', { name: 'Logout' }).waitFor();
    await header(page).getByRole('link', { name: 'My Profile' }).waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });
    const [token, userData] = await storedSession(page);
    expect(token).toBeTruthy();
    expect(JSON.parse(userData ?? '{}')).toMatchObject({ email: learner.email, optionalSubject: 'Sociology' });

    // Logout asks first, then clears both keys and goes home.
    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to logout?');
      void confirm.accept();
    });
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await header(page).getByRole('button', { name: 'Login' }).waitFor();
    expect(await storedSession(page)).toEqual([null, null]);
    // The server revoked the session too (the app sends the logout without waiting for it).
    await expect
      .poll(() =>
        page.evaluate(
          async (oldToken) =>
            (await fetch('/api/v1/modules/user/profile', { headers: { Authorization: `Bearer ${oldToken}` } })).status,
          token,
        ),
      )
      .toBe(401);

    // A wrong password shows the dialog's message and sends nobody anywhere.
    await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
    await header(page).getByRole('button', { name: 'Login' }).click();
    await field(dialog, 'Email').fill(learner.email);
    await field(dialog, 'Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Invalid credentials or network error.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');

    // The right one logs in and closes the dialog over the page the learner was on, where they stay.
    await field(dialog, 'Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await header(page).getByRole('link', { name: 'My Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');

    expect(errors.filter((message) => !/401 \(Unauthorized\)/.test(message))).toEqual([]);
    await context.close();
  });

  it('shows a wrong field’s message in the sign-up form (mobile 12345)', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await header(page).getByRole('button', { name: 'Sign Up' }).click();
    const dialog = authDialog(page);
    await fillSignUp(dialog, newLearner(), { 'Mobile Number': '12345' });
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await dialog.getByText('Mobile number must be 10 digits.').waitFor();
    await dialog.getByText('Please fix the errors above.').waitFor();
    expect(await field(dialog, 'Mobile Number').getAttribute('aria-invalid')).toBe('true');
    expect(await field(dialog, 'Mobile Number').evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });

  it('edits the profile, and the new values are there after a reload', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, session);
    await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 2, name: learner.name }).waitFor();
    const main = page.locator('main');
    await main.getByText(String(session.user.unique_id)).first().waitFor();

    await main.getByRole('button', { name: 'Edit Profile' }).click();
    // Name and e-mail cannot change.
    expect(await field(main, 'Name').getAttribute('readonly')).not.toBeNull();
    await main.getByText('Name cannot be changed').waitFor();
    await main.getByText('Email cannot be changed').waitFor();

    // A wrong value is stopped with its message.
    await field(main, 'Mobile Number').fill('12345');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Please enter a valid 10-digit mobile number').waitFor();

    await field(main, 'Mobile Number').fill('9123456780');
    await field(main, 'Alternate Mobile Number').fill('9988776655');
    await field(main, 'Target Year').selectOption('2027');
    await field(main, 'Optional Subject').selectOption('Geography');
    await field(main, 'City').fill('Nagpur');
    await field(main, 'Pincode').fill('440001');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await toastShown(page, 'Profile updated successfully!');
    await main.getByRole('button', { name: 'Edit Profile' }).waitFor();

    await page.reload({ waitUntil: 'domcontentloaded' });
    await main.getByRole('button', { name: 'Edit Profile' }).waitFor();
    for (const value of ['9123456780', '9988776655', '2027', 'Geography', 'Nagpur', '440001']) {
      await main.getByText(value, { exact: true }).waitFor();
    }
    // The stored user follows the profile.
    const [, userData] = await storedSession(page);
    expect(JSON.parse(userData ?? '{}')).toMatchObject({ city: 'Nagpur', mobile: '9123456780', target_year: '2027' });

    // Changing the password keeps this session.
    await field(main, 'Current Password').fill(learner.password);
    await field(main, 'New Password').fill('second-pass2');
    await main.getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Password changed. Other devices have been logged out.' })
      .first()
      .waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await main.getByRole('button', { name: 'Edit Profile' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a reset e-mail from the dialog; its link sets a new password that then logs in', async () => {
    const learner = newLearner();
    await registerByApi(learner);
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await header(page).getByRole('button', { name: 'Login' }).click();
    const dialog = authDialog(page);

    // Without an e-mail it asks for one first.
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await dialog.getByText('Please enter your email address first').waitFor();

    await field(dialog, 'Email').fill(learner.email);
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await dialog.getByRole('heading', { name: 'Reset Email Sent!' }).waitFor();
    await dialog.getByText('Please check your email for instructions to reset your password.').waitFor();
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    expect(await field(dialog, 'Email').inputValue()).toBe(learner.email);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const link = resetLinkIn(await waitForMail(learner.email));
    await page.goto(link, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Reset Your Password' }).waitFor();
    expect(await page.locator('header').count()).toBe(0); // outside the main layout

    const newPassword = 'brand-new-pass3';
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill('something-else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await field(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastShown(page, 'Password reset successful!');
    await waitForPath(page, '/');

    // The link works once.
    const reused = await page.evaluate(
      async (token) => {
        const response = await fetch('/api/v1/auth/update-password', {
          method: 'POST',
          body: new URLSearchParams({ token, password: 'another-pass4' }),
        });
        return response.status;
      },
      new URL(link).searchParams.get('token') ?? '',
    );
    expect(reused).toBe(400);

    await logInThroughDialog(page, learner.email, newPassword);
    await header(page).getByRole('link', { name: 'My Profile' }).waitFor();
    await context.close();
  });

  it('without a token the reset screen says so and goes home', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/reset-password', { waitUntil: 'domcontentloaded' });
    await page.getByText('Invalid or missing reset token').waitFor();
    await waitForPath(page, '/');
    await context.close();
  });

  it('a 401 on a call made with a session logs out and opens the login dialog over the page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, { token: 'expired-or-revoked', user: { name: 'Asha', email: 'asha@aspirant.test' } });
    await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    const dialog = authDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByText('Your session has expired. Please sign in again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await storedSession(page)).toEqual([null, null]);
    await context.close();
  });
});

describe('account screens: screenshots and accessibility', () => {
  let learner: Learner;
  let resetLink: string;

  beforeAll(async () => {
    learner = newLearner();
    await registerByApi(learner);
    // A real reset link, so the screen is shown as the e-mail would open it.
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(
      (email) => fetch('/api/v1/auth/recover-account', { method: 'POST', body: new URLSearchParams({ email }) }),
      learner.email,
    );
    resetLink = resetLinkIn(await waitForMail(learner.email));
    await context.close();
  });

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`auth dialog at ${width} px: login and sign-up tabs`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Login' }).first().click();
      const dialog = authDialog(page);
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `auth-login-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('tab', { name: 'Sign Up' }).click();
      await field(dialog, 'Optional Subject')
        .locator('option', { hasText: 'Sociology' })
        .waitFor({ state: 'attached' });
      await shot(page, `auth-signup-${width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await dialog.getByText('Please fix the errors above.').waitFor();
      await shot(page, `auth-signup-errors-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it(`profile at ${width} px: view and edit`, async () => {
      const session = await registerByApi(newLearner());
      const { context, page } = await openPage(browser, viewport);
      await startLoggedIn(context, session);
      await page.goto('/profile', { waitUntil: 'domcontentloaded' });
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Edit Profile' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `profile-view-${width}`);
      await main.locator('article').screenshot({ path: path.join(screenshotDir, `profile-view-card-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await main.getByRole('button', { name: 'Edit Profile' }).click();
      await main.getByRole('button', { name: 'Save Changes' }).waitFor();
      await shot(page, `profile-edit-${width}`);
      await main
        .locator('form')
        .first()
        .screenshot({ path: path.join(screenshotDir, `profile-edit-card-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it(`reset screen at ${width} px`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(resetLink, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Reset Your Password' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot(page, `reset-password-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it(`logged-out profile at ${width} px`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/profile', { waitUntil: 'domcontentloaded' });
      await page.getByText('Please log in to view your profile.').waitFor();
      await shot(page, `profile-logged-out-${width}`, { fullPage: false });
      await context.close();
    });
  }
});
