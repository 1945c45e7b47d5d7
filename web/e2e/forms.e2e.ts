/**
 * The forms' promises against the real server (docs/product.md, "Mobile numbers, PIN codes and
 * target years"): a mobile number typed as people type it is taken and kept as its ten digits
 * (sign-up, profile, enquiry), and the field shows all of it on a 390-px phone; sign-up refuses a
 * number no Indian mobile has, a PIN code that cannot exist and a past target year, with the same
 * field messages in the browser and on the server. And the layout: an inner page's title on a
 * small phone's first screen.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  authDialog,
  field,
  fillSignUp,
  loginByApi,
  newLearner,
  registerByApi,
  signUpByApi,
  startLoggedIn,
  yearInIndia,
} from './accounts';
import { api, DESKTOP, openPage, PHONE_390, seriousViolations, shot, toastShown } from './browser';
import { browser } from './shared-browser';

/** A budget phone's first screen: 390 px wide, about 664 px below the browser's bars. */
const SMALL_PHONE = { width: 390, height: 664 };
const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };

/** The whole value is in the box: nothing cut at maxLength, nothing scrolled out of sight. */
async function showsAllOf(input: Locator, typed: string) {
  expect(await input.inputValue()).toBe(typed);
  const fits = await input.evaluate((element: HTMLInputElement) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
}

async function openSignUp(page: Page, viewport: { width: number }) {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  const dialog = authDialog(page);
  await dialog.waitFor();
  return dialog;
}

describe('mobile numbers as people type them', () => {
  for (const viewport of [PHONE_390, DESKTOP]) {
    it(`sign-up at ${viewport.width} px takes '+91 98765 43210' and '098765 43210' and keeps the ten digits`, async () => {
      const learner = newLearner();
      const { context, page, errors } = await openPage(browser, viewport);
      const dialog = await openSignUp(page, viewport);
      await fillSignUp(dialog, learner, { 'Mobile Number': '+91 98765 43210' });
      await field(dialog, 'Alternate Mobile').fill('098765 43210');
      await showsAllOf(field(dialog, 'Mobile Number'), '+91 98765 43210');
      await showsAllOf(field(dialog, 'Alternate Mobile'), '098765 43210');
      // The phone keypad, which has + and space.
      expect(await field(dialog, 'Mobile Number').getAttribute('inputmode')).toBe('tel');
      await field(dialog, 'Mobile Number').scrollIntoViewIfNeeded();
      await shot(page, `forms-signup-mobile-${viewport.width}`, { fullPage: false });

      const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/register'));
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      const body = new URLSearchParams((await sent).postData() ?? '');
      expect([body.get('mobile'), body.get('alternate_mobile')]).toEqual(['9876543210', '9876543210']);
      await toastShown(page, 'Signup successful.');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as object);
      expect(stored).toMatchObject({ mobile: '9876543210', alternate_mobile: '9876543210' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the server keeps the ten digits of a number sent as typed, too', async () => {
    const learner = newLearner();
    const response = await signUpByApi(learner, { mobile: '98765 43210' });
    const answer = (await response.json()) as { body: { user: { mobile: string } } };
    expect(response.status).toBe(200);
    expect(answer.body.user.mobile).toBe('9876543210');
  });

  it('the profile saves a number typed with spaces as its ten digits', async () => {
    const session = await registerByApi(newLearner());
    const { context, page } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, session);
    await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await field(main, 'Mobile Number').fill('+91 91234 56780');
    await showsAllOf(field(main, 'Mobile Number'), '+91 91234 56780');
    await shot(page, 'forms-profile-mobile-390', { fullPage: false });
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await toastShown(page, 'Profile updated successfully!');
    await main.getByText('9123456780', { exact: true }).waitFor();
    await context.close();
  });

  it('an enquiry sends and keeps the ten digits', async () => {
    const full = await api<{ responseResult: { slug: string } }>(
      '/v1/modules/subscriptions/prelims-crash-offline-delhi',
    );
    const { context, page } = await openPage(browser, PHONE_390);
    await page.goto(`/prelims-tests/${full.responseResult.slug}`, { waitUntil: 'domcontentloaded' });
    // On a phone the panel opens from 'Enquire Now'.
    await page.getByRole('button', { name: 'Enquire Now' }).click();
    const panel = page.getByRole('region', { name: 'Speak to our admission team' });
    await panel.waitFor();
    const email = `enquiry.${Date.now().toString(36)}@aspirant.test`;
    await field(panel, 'Name').fill('Meena Iyer');
    await field(panel, 'Email').fill(email);
    await field(panel, 'Mobile Number').fill('+91 98123 45678');
    await showsAllOf(field(panel, 'Mobile Number'), '+91 98123 45678');
    await field(panel, 'Mobile Number').scrollIntoViewIfNeeded();
    await shot(page, 'forms-enquiry-mobile-390', { fullPage: false });
    const sent = page.waitForResponse((response) => response.url().includes('/subscriptionEnquiry'));
    await panel.getByRole('button', { name: 'Submit' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(new URLSearchParams(response.request().postData() ?? '').get('mobileNumber')).toBe('9812345678');

    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const leads = await apiAs<{ items: { mobile: string }[] }>(
      admin,
      `/v1/admin/enquiries?q=${encodeURIComponent(email)}`,
    );
    expect(leads.items.map((lead) => lead.mobile)).toEqual(['9812345678']);
    await context.close();
  });
});

describe('sign-up refuses what cannot be right', () => {
  const lastYear = String(yearInIndia() - 1);
  const cases: [string, string, string, string][] = [
    // label, value, field, message
    ['Mobile Number', '5876543210', 'mobile', 'Mobile number must start with 6, 7, 8 or 9.'],
    ['Mobile Number', '99999 99999', 'mobile', 'Mobile number cannot be the same digit ten times.'],
    ['Pincode', '000000', 'pincode', 'Pincode cannot start with 0.'],
    ['Target Year', lastYear, 'target_year', `Target year cannot be before ${yearInIndia()}.`],
  ];

  it('in the form, with each field’s message, at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE_390]) {
      const { context, page } = await openPage(browser, viewport);
      const dialog = await openSignUp(page, viewport);
      await fillSignUp(dialog, newLearner(), {
        'Mobile Number': '5876543210',
        'Alternate Mobile': '8888888888',
        Pincode: '000000',
        'Target Year': lastYear,
      });
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await dialog.getByText('Please fix the errors above.').waitFor();
      const refused: [string, string][] = [
        ['Mobile Number', 'Mobile number must start with 6, 7, 8 or 9.'],
        ['Alternate Mobile', 'Alternate mobile cannot be the same digit ten times.'],
        ['Pincode', 'Pincode cannot start with 0.'],
        ['Target Year', `Target year cannot be before ${yearInIndia()}.`],
      ];
      for (const [label, message] of refused) {
        expect(await field(dialog, label).getAttribute('aria-invalid')).toBe('true');
        await dialog.getByText(message).waitFor();
      }
      await field(dialog, 'Mobile Number').scrollIntoViewIfNeeded();
      await shot(page, `forms-signup-refused-${viewport.width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('on the server, with the same messages', async () => {
    for (const [, value, name, message] of cases) {
      const learner = newLearner();
      const response = await signUpByApi(learner, { [name]: value });
      const answer = (await response.json()) as { errors?: Record<string, string> };
      expect(response.status).toBe(400);
      expect(answer.errors?.[name]).toBe(message);
    }
  });
});

describe('an inner page’s title on a small phone’s first screen', () => {
  /** The top and bottom of the page's h1, in the viewport. */
  async function titleBox(page: Page, title: string) {
    const heading = page.getByRole('heading', { level: 1, name: title }).first();
    await heading.waitFor();
    const box = await heading.boundingBox();
    if (!box) throw new Error(`${title} has no box`);
    return box;
  }

  it('shows the title within the first screen at 390 px, and keeps the desktop header', async () => {
    const notesId = (await api<{ responseResult: { id: number } }>('/v1/modules/subscriptions/gs-prelims-notes-2027'))
      .responseResult.id;
    const session = await loginByApi(DEMO.email, DEMO.password);
    const pages: [string, string][] = [
      ['/notes', 'Notes'],
      ['/privacy-policy', 'Privacy Policy'],
      [`/notes/${notesId}`, 'GS Prelims Notes 2027'],
      ['/my-subscriptions', 'My Subscriptions'],
      [`/notes/library/${Buffer.from(`e2e.${Date.now()}.${notesId}`).toString('base64url')}`, 'Notes Library'],
    ];
    const { context, page } = await openPage(browser, SMALL_PHONE);
    await startLoggedIn(context, session);
    for (const [address, title] of pages) {
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      const box = await titleBox(page, title);
      expect(box.y + box.height, `${address}: title ends at ${box.y + box.height} px`).toBeLessThanOrEqual(
        SMALL_PHONE.height,
      );
      await page.waitForLoadState('networkidle');
      await shot(
        page,
        `layout-first-screen${address.replace(/[^a-z0-9]+/gi, '-').replace(/-[A-Za-z0-9_-]{20,}$/, '')}-390`,
        {
          fullPage: false,
        },
      );
    }
    // The slimmer header is the phone's alone: from 640 px it is as it was.
    const header = await page.locator('header > div').first().boundingBox();
    expect(header?.height).toBe(56);
    await page.setViewportSize(DESKTOP);
    await page.goto('/notes', { waitUntil: 'domcontentloaded' });
    await titleBox(page, 'Notes');
    expect((await page.locator('header > div').first().boundingBox())?.height).toBe(72);
    await shot(page, 'layout-notes-1280', { fullPage: false });
    await context.close();
  });
});
