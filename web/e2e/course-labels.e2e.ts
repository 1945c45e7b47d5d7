/**
 * Staff's discount line and tags on a course reach its card and its page, in English and, where
 * staff gave it, in Hindi, readable at 390 px (docs/product.md, "Discount lines and tags"). On a
 * server of this file's own, so that the shared demo's cards stay as other tests expect them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, loginByApi } from './accounts';
import { DESKTOP, openPage, PHONE_390, seriousViolations, shot } from './browser';
import { spacedDevanagari } from './hindi';
import { type RunningServer, startServer } from './server';
import { browser } from './shared-browser';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.stop();
});

const SLUG = 'csat-test-series-2027';
const LINE = 'Diwali offer: 20% off till 5 Nov';
const LINE_HI = 'दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट';

describe('discount lines and tags', () => {
  it('shows what staff wrote on the course card and page, in English and Hindi', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345', { server: server.baseURL });
    const found = await apiAs<{ items: { id: number; slug: string }[] }>(
      admin,
      `/v1/admin/subscriptions?q=${SLUG}`,
      {},
      server.baseURL,
    );
    const id = found.items.find((item) => item.slug === SLUG)?.id;
    if (id === undefined) throw new Error(`no subscription ${SLUG}`);
    await apiAs(
      admin,
      `/v1/admin/subscriptions/${id}`,
      { method: 'PATCH', body: new URLSearchParams({ discount_info: LINE, 'translations.hi.discount_info': LINE_HI }) },
      server.baseURL,
    );
    const tags = new URLSearchParams();
    for (const tag of ['Bestseller', 'New', 'Hindi medium']) tags.append('tags', tag);
    await apiAs(admin, `/v1/admin/subscriptions/${id}/tags`, { method: 'PUT', body: tags }, server.baseURL);
    const course = await apiAs<{ responseResult: { section_category: string; typeName: string } }>(
      null,
      `/v1/modules/subscriptions/${SLUG}`,
      {},
      server.baseURL,
    );
    const section = course.responseResult.section_category;

    const { context, page, errors } = await openPage(browser, PHONE_390, { server: server.baseURL });
    // The section's list, at the course's type (its tab).
    const type = encodeURIComponent(course.responseResult.typeName);
    await page.goto(`/${section}?type=${type}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article').filter({ hasText: 'CSAT Test Series 2027' });
    await card.getByText(LINE).waitFor();
    expect(await card.getByRole('list', { name: 'Labels' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Bestseller',
      'New',
      'Hindi medium',
    ]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${import.meta.dirname}/screenshots/course-labels-card-390.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/${section}/${SLUG}`, { waitUntil: 'domcontentloaded' });
    await page.getByText(LINE).waitFor();
    await shot(page, 'course-labels-page-390', { fullPage: false });

    // In Hindi: the Hindi line; the tags as staff typed them.
    await page.evaluate(() => window.localStorage.setItem('aspirant.language', 'hi'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByText(LINE_HI).waitFor();
    await page.getByRole('list', { name: 'लेबल' }).getByText('Bestseller').waitFor();
    await shot(page, 'course-labels-page-hi-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await shot(page, 'course-labels-page-hi-desktop', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('staff text in Hindi in the English interface', () => {
  it('is never letter-spaced: the course name and type in its card and page (docs/product.md)', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345', { server: server.baseURL });
    const slug = 'sectional-tests-polity-economy-environment';
    const found = await apiAs<{ items: { id: number; slug: string; type_id: number }[] }>(
      admin,
      `/v1/admin/subscriptions?q=${slug}`,
      {},
      server.baseURL,
    );
    const course = found.items.find((item) => item.slug === slug);
    if (course === undefined) throw new Error(`no subscription ${slug}`);
    const name = 'राजव्यवस्था, अर्थव्यवस्था और पर्यावरण के खंडवार टेस्ट';
    const typeName = 'खंडवार टेस्ट';
    await apiAs(
      admin,
      `/v1/admin/subscriptions/${course.id}`,
      { method: 'PATCH', body: new URLSearchParams({ name }) },
      server.baseURL,
    );
    await apiAs(
      admin,
      `/v1/admin/types/${course.type_id}`,
      { method: 'PATCH', body: new URLSearchParams({ name: typeName }) },
      server.baseURL,
    );
    const shown = await apiAs<{ responseResult: { section_category: string } }>(
      null,
      `/v1/modules/subscriptions/${slug}`,
      {},
      server.baseURL,
    );
    const section = shown.responseResult.section_category;

    const { context, page, errors } = await openPage(browser, PHONE_390, { server: server.baseURL });
    await page.goto(`/${section}?type=${encodeURIComponent(typeName)}`, { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article').filter({ hasText: name });
    await card.getByText(typeName, { exact: true }).waitFor();
    expect(await spacedDevanagari(page)).toEqual([]);

    await page.goto(`/${section}/${slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText(typeName, { exact: true }).waitFor();
    expect(await spacedDevanagari(page)).toEqual([]);
    await shot(page, 'staff-hindi-in-english-390', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
