import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newLearner, registerByApi, startLoggedIn } from './accounts';
import { baseURL, DESKTOP, expectH1, openPage, PHONE, waitForPath } from './browser';
import { browser } from './shared-browser';

const sectionPages = [
  { link: 'Notes', path: '/notes', title: 'Notes' },
  { link: 'Prelims Tests', path: '/prelims-tests', title: 'Prelims Tests' },
  { link: 'Mains Tests', path: '/mains-tests', title: 'Mains Tests' },
  { link: 'Video Courses', path: '/video-courses', title: 'Video Courses' },
  { link: 'Optionals', path: '/optionals', title: 'Optional Subjects' },
  { link: 'PCS', path: '/pcs', title: 'PCS' },
];

/**
 * The URL changes as soon as the router commits; the leaving page may still be on screen for its
 * exit animation. So wait for the expected title, then check it is the page's only h1.
 */
function pathOf(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('navigation', () => {
  it('opens every header section link on its hyphenated page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const section of sectionPages) {
      await nav.getByRole('link', { name: section.link, exact: true }).click();
      await waitForPath(page, section.path);
      await expectH1(page, section.title);
      expect(await page.title()).toBe(`${section.title} | Aspirant`);
    }
    await context.close();
  });

  it('shows the account links when logged in, and they open their pages', async () => {
    // A real session: the profile page asks the server, and a made-up token would answer 401.
    const session = await registerByApi(newLearner());
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, session);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const header = page.locator('header');
    expect(await header.getByRole('button', { name: 'Login' }).count()).toBe(0);

    await header.getByRole('link', { name: 'My Subscriptions' }).click();
    await waitForPath(page, '/my-subscriptions');
    await expectH1(page, 'My Subscriptions');

    await header.getByRole('link', { name: 'My Profile' }).click();
    await waitForPath(page, '/profile');
    await expectH1(page, 'My Profile');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to logout?');
      void dialog.accept();
    });
    await header.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await header.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('sessionToken'), localStorage.getItem('userData')])).toEqual(
      [null, null],
    );
    await context.close();
  });

  it('redirects the underscore paths, keeping the rest of the path and the query', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/prelims_tests?type=GS%20Paper%20I', { waitUntil: 'domcontentloaded' });
    await waitForPath(page, '/prelims-tests');
    expect(pathOf(page)).toBe('/prelims-tests?type=GS%20Paper%20I');
    await expectH1(page, 'Prelims Tests');

    await page.goto('/video_courses/library/abc?x=1', { waitUntil: 'domcontentloaded' });
    await waitForPath(page, '/video-courses/library/abc');
    expect(pathOf(page)).toBe('/video-courses/library/abc?x=1');

    await page.goto('/my_subscriptions', { waitUntil: 'domcontentloaded' });
    await waitForPath(page, '/my-subscriptions');
    await expectH1(page, 'My Subscriptions');
    await context.close();
  });

  it('opens the policy pages from the footer', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const about = page.getByRole('navigation', { name: 'About' });
    for (const [link, path, title] of [
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms & Conditions', '/terms-conditions', 'Terms & Conditions'],
      ['Refund Policy', '/refund-policy', 'Refund & Cancellation Policy'],
    ] as const) {
      await about.getByRole('link', { name: link }).click();
      await waitForPath(page, path);
      await expectH1(page, title);
    }
    expect(await page.getByText('a refund is possible only if requested within 12 hours of registration').count()).toBe(
      1,
    );
    await context.close();
  });

  it('shows the 404 page for an unknown path, whose button goes home', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const response = await page.goto('/this/page/does-not-exist', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(404); // the server says so, and the app shows its own 404 page
    await expectH1(page, 'Page Not Found');
    await page.getByText('Sorry, the page you are looking for does not exist or has been moved.').waitFor();
    await page.getByText('404', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await waitForPath(page, '/');
    expect(page.url()).toBe(`${baseURL}/`);
    await page.locator('#hero-title').waitFor();
    await context.close();
  });

  it('at 375 px the menu toggle opens the menu, and choosing an entry closes it and navigates', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await menu.getByRole('link', { name: 'Video Courses' }).click();
    await waitForPath(page, '/video-courses');
    await expectH1(page, 'Video Courses');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    // Escape closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });
});
