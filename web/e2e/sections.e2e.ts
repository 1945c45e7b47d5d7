/**
 * Sections are data: an admin adds a section "Interview" (it sells prelims-style tests) with a
 * type and a subscription through the console API, and a visitor finds it in the menu, opens its
 * list page and the subscription's details page, at 1280 and 375 px. Everything is removed
 * afterwards, so the other browser tests see the six sections the site opened with.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, loginByApi, type Session } from './accounts';
import { api, DESKTOP, expectH1, openPage, PHONE, seriousViolations, shot, waitForPath } from './browser';
import { browser } from './shared-browser';

interface Item {
  item: { id: number };
}

interface Section {
  slug: string;
  name: string;
  title: string;
  libraryKind: string;
}

const unique = Date.now().toString(36);
const SECTION = {
  name: 'Interview',
  slug: 'interview',
  description: 'Mock interviews before a board of former civil servants, with feedback on every answer.',
};
const TYPE_NAME = 'Personality Test';
const SUBSCRIPTION = {
  name: 'Mock Interview Programme 2027',
  slug: `mock-interview-programme-${unique}`,
  shortDetails: 'Three mock boards, a DAF review and recorded feedback.',
};

let admin: Session;
const created: { resource: string; id: number }[] = [];

async function create(resource: string, fields: Record<string, string>): Promise<number> {
  const answer = await apiAs<Item>(admin, `/v1/admin/${resource}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  created.unshift({ resource, id: answer.item.id });
  return answer.item.id;
}

beforeAll(async () => {
  admin = await loginByApi('admin@aspirant.test', 'admin12345');
  const sectionId = await create('categories', {
    name: SECTION.name,
    slug: SECTION.slug,
    library_kind: 'tests',
    description: SECTION.description,
    position: '7',
    is_published: '1',
  });
  const typeId = await create('types', {
    category_id: String(sectionId),
    name: TYPE_NAME,
    slug: `personality-test-${unique}`,
    is_published: '1',
  });
  const libraryId = await create('libraries', { kind: 'tests', name: `Mock boards ${unique}` });
  const subscriptionId = await create('subscriptions', {
    type_id: String(typeId),
    name: SUBSCRIPTION.name,
    slug: SUBSCRIPTION.slug,
    short_details: SUBSCRIPTION.shortDetails,
    details: 'Each board has three members and lasts thirty minutes.',
    price: '4999',
    strike_price: '6999',
  });
  // On sale and published once it holds a library (docs/product.md, "Visibility").
  await apiAs(admin, `/v1/admin/subscriptions/${subscriptionId}/libraries`, {
    method: 'PUT',
    body: new URLSearchParams({ libraryIds: String(libraryId) }),
  });
  await apiAs(admin, `/v1/admin/subscriptions/${subscriptionId}`, {
    method: 'PATCH',
    body: new URLSearchParams({ is_for_sale: '1', is_published: '1' }),
  });
});

afterAll(async () => {
  // Newest first: the subscription, its library, its type, then the section.
  for (const { resource, id } of created) {
    await apiAs(admin, `/v1/admin/${resource}/${id}`, { method: 'DELETE' });
  }
});

/** The section's list, then the subscription's details from its card; screenshots of both. */
async function listAndDetails(page: Page, width: string) {
  await expectH1(page, SECTION.name);
  expect(await page.title()).toBe(`${SECTION.name} | Aspirant`);
  await page.getByText(SECTION.description).waitFor();
  // A tests section lays out as the prelims list: type tabs, the first selected.
  const tab = page.getByRole('tab', { name: TYPE_NAME, exact: true });
  await tab.waitFor();
  expect(await tab.getAttribute('aria-selected')).toBe('true');
  const card = page.locator('main article').filter({ hasText: SUBSCRIPTION.name });
  await card.getByText(SUBSCRIPTION.shortDetails).waitFor();
  await card.getByText('₹4,999').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, `sections-list-${width}`);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('link', { name: /^View Details & Subscribe/ }).click();
  await waitForPath(page, `/${SECTION.slug}/${SUBSCRIPTION.slug}`);
  await expectH1(page, SUBSCRIPTION.name);
  await page.getByRole('link', { name: `Back to ${SECTION.name}` }).waitFor();
  await page.getByText('Each board has three members and lasts thirty minutes.').waitFor();
  await page.getByRole('button', { name: 'Order Now' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, `sections-details-${width}`);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('a section added in the console', () => {
  it('is in the sections call after the six the site opened with', async () => {
    const sections = (await api<{ responseResult: Section[] }>('/v1/modules/sections')).responseResult;
    expect(sections.map((section) => section.slug)).toEqual([
      'notes',
      'prelims-tests',
      'mains-tests',
      'video-courses',
      'optionals',
      'pcs',
      SECTION.slug,
    ]);
    expect(sections.at(-1)).toMatchObject({ name: SECTION.name, title: SECTION.name, libraryKind: 'tests' });
  });

  it('at 1280 px is in the menu, and its list and details pages open from there', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const link = nav.getByRole('link', { name: SECTION.name, exact: true });
    await link.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Notes',
      'Prelims Tests',
      'Mains Tests',
      'Video Courses',
      'Optionals',
      'PCS',
      SECTION.name,
    ]);
    expect(await link.getAttribute('href')).toBe(`/${SECTION.slug}`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'sections-menu-1280', { fullPage: false });

    await link.click();
    await waitForPath(page, `/${SECTION.slug}`);
    // The router marks the link in a transition after the address changes: wait for it.
    await nav.locator('a[aria-current="page"]', { hasText: SECTION.name }).waitFor({ timeout: 10_000 });
    await listAndDetails(page, '1280');
    // The footer's quick links come from the same sections.
    const quick = page.getByRole('navigation', { name: 'Quick Links' });
    expect(await quick.getByRole('link', { name: SECTION.name, exact: true }).getAttribute('href')).toBe(
      `/${SECTION.slug}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px is in the menu panel, and its pages fit the phone', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const link = menu.getByRole('link', { name: SECTION.name, exact: true });
    await link.waitFor();
    await shot(page, 'sections-menu-375', { fullPage: false });
    await link.click();
    await waitForPath(page, `/${SECTION.slug}`);
    expect(await menu.isVisible()).toBe(false);
    await listAndDetails(page, '375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens straight from its address on a first visit, and an address naming no section is not found', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    // A first visit knows only the six until the server answers: the page waits, never a 404.
    await page.goto(`/${SECTION.slug}/${SUBSCRIPTION.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, SUBSCRIPTION.name);
    expect(await page.getByText('Page Not Found').count()).toBe(0);

    // Addresses that name nothing answer 404 (which the browser notes in its console) with the
    // app, which shows its not-found page.
    expect((await page.goto('/interviews', { waitUntil: 'domcontentloaded' }))?.status()).toBe(404);
    await expectH1(page, 'Page Not Found');
    const course = await page.goto(`/interviews/${SUBSCRIPTION.slug}`, { waitUntil: 'domcontentloaded' });
    expect(course?.status()).toBe(404);
    await expectH1(page, 'Page Not Found');
    const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(errors).toEqual([notFound, notFound]);
    await context.close();
  });
});
