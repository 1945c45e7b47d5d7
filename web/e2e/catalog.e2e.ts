/**
 * The catalogue against the real server: every section's list (types from the address, search),
 * details pages by slug (a full batch, the enquiry panel, not found), PCS and optional courses,
 * Course Enquiry, and a new learner buying through the sandbox checkout to My Subscriptions.
 * Expected names and prices come from the server's own answers where they matter, so other test
 * files changing the demo data first do not break these.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authDialog, field, loginByApi, newLearner, registerByApi, startLoggedIn } from './accounts';
import {
  api,
  DESKTOP,
  expectH1,
  openCheckout,
  openPage,
  PHONE,
  seriousViolations,
  shot,
  shotInNewPage,
  toastShown,
} from './browser';
import { hindi } from './hindi';
import { browser } from './shared-browser';

const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };

interface SubscriptionType {
  id: number;
  name: string;
}

interface Subscription {
  id: number;
  name: string;
  slug: string;
  price: number;
  strikePrice: number | null;
  is_seatsFull: number;
  show_enquiry: number;
  seatsLeft: number | null;
}

async function typesOf(category: string): Promise<SubscriptionType[]> {
  return (await api<{ responseResult: SubscriptionType[] }>(`/v1/modules/types/list?section_category=${category}`))
    .responseResult;
}

async function subscriptionsOf(typeId: number): Promise<Subscription[]> {
  return (await api<{ responseResult: Subscription[] }>(`/v1/modules/subscriptions/list?typeId=${typeId}`))
    .responseResult;
}

async function subscription(slug: string): Promise<Subscription> {
  return (await api<{ responseResult: Subscription }>(`/v1/modules/subscriptions/${slug}`)).responseResult;
}

/** The page's only h1, once the route's page has replaced the previous one. */
/** The cards of the list on screen. */
function cards(page: Page): Locator {
  return page.locator('main article');
}

function card(page: Page, name: string): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The same page at phone width, for its screenshot. */
const sectionLists = [
  { path: '/notes', title: 'Notes', category: 'notes', selector: 'filters' },
  { path: '/prelims-tests', title: 'Prelims Tests', category: 'prelims-tests', selector: 'tabs' },
  { path: '/mains-tests', title: 'Mains Tests', category: 'mains-tests', selector: 'filters' },
  { path: '/video-courses', title: 'Video Courses', category: 'video-courses', selector: 'filters' },
  { path: '/pcs', title: 'PCS', category: 'pcs', selector: 'tabs' },
] as const;

describe('section lists', () => {
  it('shows every section with its first type selected and that type’s subscriptions', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    for (const section of sectionLists) {
      const [first] = await typesOf(section.category);
      if (!first) throw new Error(`${section.category} has no types`);
      const expected = await subscriptionsOf(first.id);

      await page.goto(section.path, { waitUntil: 'domcontentloaded' });
      await expectH1(page, section.title);
      expect(await page.title()).toBe(`${section.title} | Aspirant`);
      const selected =
        section.selector === 'tabs'
          ? page.getByRole('tab', { name: first.name, exact: true })
          : page.getByRole('button', { name: first.name, exact: true });
      await selected.waitFor();
      expect(await selected.getAttribute(section.selector === 'tabs' ? 'aria-selected' : 'aria-pressed')).toBe('true');
      await card(page, expected[0]?.name ?? '').waitFor();
      expect(await cards(page).count()).toBe(expected.length);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('selects the type the address names, and a chosen type goes into the address', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/prelims-tests?type=CSAT%20Test%20Series', { waitUntil: 'domcontentloaded' });
    const csat = page.getByRole('tab', { name: 'CSAT Test Series', exact: true });
    await csat.waitFor();
    expect(await csat.getAttribute('aria-selected')).toBe('true');
    await card(page, 'CSAT Test Series 2027').waitFor();

    await page.getByRole('tab', { name: 'Sectional Tests', exact: true }).click();
    await card(page, 'Sectional Tests: Polity, Economy, Environment').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('Sectional Tests');

    // Arrow keys move along the tabs and select as they go (ARIA tabs pattern).
    await page.keyboard.press('ArrowLeft');
    await card(page, 'CSAT Test Series 2027').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('CSAT Test Series');

    // Mains uses filter buttons bound to the same parameter.
    await page.goto('/mains-tests?type=Essay', { waitUntil: 'domcontentloaded' });
    await card(page, 'Essay Test Series 2027').waitFor();
    expect(await page.getByRole('button', { name: 'Essay', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('searches names as the learner types, and says when nothing matches', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });
    await card(page, 'Prelims Test Series 2027').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search Prelims Tests' });
    expect(await search.getAttribute('placeholder')).toBe('Search tests...');

    await search.fill('CRASH');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    await card(page, 'Prelims Crash Test Series (Delhi, offline)').waitFor();

    await search.fill('no such course');
    await page.getByText('No tests found matching your search.').waitFor();
    expect(await cards(page).count()).toBe(0);

    await page.goto('/video-courses', { waitUntil: 'domcontentloaded' });
    const videoSearch = page.getByRole('searchbox', { name: 'Search Video Courses' });
    await videoSearch.waitFor();
    expect(await videoSearch.getAttribute('placeholder')).toBe('Search courses...');
    await videoSearch.fill('no such course');
    await page.getByText('No courses found matching your search.').waitFor();

    for (const [listPath, placeholder] of [
      ['/notes', 'Search notes...'],
      ['/pcs', 'Search subscriptions...'],
    ] as const) {
      await page.goto(listPath, { waitUntil: 'domcontentloaded' });
      expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe(placeholder);
    }
    await context.close();
  });

  it('shows a full batch as a disabled "Seats Full", without its price', async () => {
    const full = await subscription('prelims-crash-offline-delhi');
    expect(full.is_seatsFull).toBe(1);
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });
    const fullCard = card(page, full.name);
    await fullCard.waitFor();
    expect(await fullCard.getByRole('button', { name: 'Seats Full' }).isDisabled()).toBe(true);
    expect(await fullCard.getByText('₹3,999').count()).toBe(0);
    // A card for sale shows its price, strike price and discount.
    const forSale = card(page, 'Prelims Test Series 2027');
    await forSale.getByText('₹5,999').waitFor();
    await forSale.getByText('33% off').waitFor();
    await forSale.getByRole('link', { name: /^View Details & Subscribe/ }).waitFor();
    await forSale.getByRole('button', { name: /^View Prelims Tests/ }).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'catalog-list-1280');
    await shotInNewPage(context, '/prelims-tests', 'catalog-list-375', (phone) => card(phone, full.name).waitFor());
    await context.close();
  });

  it('asks a visitor to log in before opening a library from a card', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/notes', { waitUntil: 'domcontentloaded' });
    await card(page, 'GS Prelims Notes 2027')
      .getByRole('button', { name: /^View Library/ })
      .click();
    await toastShown(page, 'Please login or signup to view the tests');
    await authDialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/notes');
    await context.close();
  });
});

describe('a first visit', () => {
  /** The requests the page makes whose path starts with one of `prefixes`, by path and query. */
  function recordRequests(page: Page, ...prefixes: string[]): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (prefixes.some((prefix) => url.pathname.startsWith(prefix))) seen.push(url.pathname + url.search);
    });
    return seen;
  }

  it('draws a list’s cards from the answers the page carries, and fetches the first picture once', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const [first] = await typesOf('prelims-tests');
    const [firstCard] = await subscriptionsOf(first?.id ?? 0);
    if (!firstCard) throw new Error('the first prelims type has no subscriptions');
    const requests = recordRequests(page, '/api/v1/modules/types', '/api/v1/modules/subscriptions', '/files/');

    await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });
    const picture = card(page, firstCard.name).locator('img');
    await picture.waitFor();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete,
      await picture.elementHandle(),
    );
    // No call for what the page carries, and the picture the head preloaded is the one drawn.
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    const drawn = await picture.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
    const fetched = requests.filter((path) => path.startsWith(drawn));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\?w=\d+$/);

    // Another tab is asked for when chosen: the page carried it, so still no call.
    await page.getByRole('tab', { name: 'CSAT Test Series', exact: true }).click();
    await cards(page).first().waitFor();
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in learner’s list is their own, asked for, not the visitor’s the page carries', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await startLoggedIn(context, await loginByApi(DEMO.email, DEMO.password));
    const requests = recordRequests(page, '/api/v1/modules/subscriptions/list');
    await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });
    await cards(page).first().waitFor();
    expect(requests.length).toBeGreaterThan(0);
    await context.close();
  });

  it('carries the learner’s pages’ texts only once one is opened, in the language of the moment', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    const texts = recordRequests(page, '/assets/learner-');
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'हिन्दी' }).waitFor();
    expect(texts).toEqual([]);

    // The schedule is a learner's page: its route waits for its texts, so no key is ever drawn.
    await page.goto('/schedule', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Live test schedule' }).waitFor();
    expect(texts).toEqual([expect.stringMatching(/^\/assets\/learner-en-[\w-]+\.js$/)]);

    // Switched to Hindi there, the page's texts follow: the learner's Hindi texts are fetched too.
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: hindi('schedule.title') }).waitFor();
    expect(texts.filter((path) => path.startsWith('/assets/learner-hi-'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws a course page from the answer the page carries', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const course = await subscription('mains-test-series-2026');
    const requests = recordRequests(page, '/api/v1/modules/subscriptions', '/files/');
    await page.goto('/mains-tests/mains-test-series-2026', { waitUntil: 'domcontentloaded' });
    await expectH1(page, course.name);
    const picture = page.locator('main img').first();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete,
      await picture.elementHandle(),
    );
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    const drawn = await picture.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
    expect(requests.filter((path) => path.startsWith(drawn))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('details pages', () => {
  it('opens a subscription by slug with its offer price, and asks a visitor to log in to order', async () => {
    const notes = await subscription('gs-prelims-notes-2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto('/notes/gs-prelims-notes-2027', { waitUntil: 'domcontentloaded' });
    await expectH1(page, notes.name);
    expect(await page.title()).toBe(`${notes.name} | Aspirant`);
    await page.getByText('OFFER PRICE').waitFor();
    await page.getByText('₹3,499', { exact: true }).waitFor();
    await page.getByText('₹4,999').waitFor();
    await page.getByText('30% off').waitFor();
    // The sanitised details HTML, rendered as a list.
    await page.getByRole('listitem').filter({ hasText: '4 subject booklets: Indian Polity' }).waitFor();

    await page.getByRole('button', { name: 'Order Now' }).click();
    await toastShown(page, 'Please login or signup to continue');
    await authDialog(page).waitFor();
    expect(context.pages()).toHaveLength(1);

    // The same subscription by its numeric id.
    await page.goto(`/notes/${notes.id}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, notes.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the full batch as "Seats Full" and takes an enquiry for it', async () => {
    const full = await subscription('prelims-crash-offline-delhi');
    expect(full.show_enquiry).toBe(1);
    const { context, page } = await openPage(browser, DESKTOP);
    // From the list: the card hands the subscription over, and the details show at once.
    await page.goto('/prelims-tests', { waitUntil: 'domcontentloaded' });
    await card(page, full.name).getByRole('link', { name: full.name }).click();
    await expectH1(page, full.name);
    expect(await page.getByRole('button', { name: 'Seats Full' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Order Now' }).count()).toBe(0);
    expect(await page.getByText('OFFER PRICE').count()).toBe(0);

    const panel = page.getByRole('region', { name: 'Speak to our admission team' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByText('Name is required.').waitFor();
    await field(panel, 'Name').fill('Ravi Kumar');
    await field(panel, 'Email').fill('ravi.kumar@aspirant.test');
    await field(panel, 'Mobile Number').fill('9812345678');
    const sent = page.waitForResponse((response) => response.url().includes('/subscriptionEnquiry'));
    await panel.getByRole('button', { name: 'Submit' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    const { message } = (await response.json()) as { message: string };
    await toastShown(page, message);
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[autocomplete="name"]');
      return input?.value === '';
    });

    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'catalog-details-1280');
    await context.close();
  });

  it('on a phone shows the enquiry panel only after "Enquire Now"', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto('/mains-tests/mains-test-series-2026', { waitUntil: 'domcontentloaded' });
    await expectH1(page, 'Mains Test Series 2027 (GS I to III)');
    const panel = page.getByRole('region', { name: 'Speak to our admission team' });
    expect(await panel.isVisible()).toBe(false);
    const enquire = page.getByRole('button', { name: 'Enquire Now' });
    expect(await enquire.getAttribute('aria-expanded')).toBe('false');
    await enquire.click();
    await panel.waitFor();
    expect(await enquire.getAttribute('aria-expanded')).toBe('true');
    expect(await field(panel, 'Name').evaluate((input) => input === document.activeElement)).toBe(true);
    await shot(page, 'catalog-details-375');
    await context.close();
  });

  it('shows the not-found view for an address that names nothing', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/notes/no-such-notes-anywhere', { waitUntil: 'domcontentloaded' });
    await expectH1(page, 'Error Loading Note');
    await page
      .getByText('Note information could not be found. This might be due to an expired link or network issue.')
      .waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('link', { name: 'Browse All Notes' }).click();
    await expectH1(page, 'Notes');

    await page.goto('/prelims-tests/no-such-test', { waitUntil: 'domcontentloaded' });
    await page.getByText('Test not found. Please navigate from the Prelims Tests page.').waitFor();
    await page.getByRole('link', { name: 'Browse All Tests' }).waitFor();
    await context.close();
  });

  it('opens PCS details from the list, and again after a reload', async () => {
    const ras = await subscription('ras-foundation');
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/pcs?type=RAS', { waitUntil: 'domcontentloaded' });
    await card(page, ras.name)
      .getByRole('link', { name: /^View Details/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/pcs_section_details');
    expect(new URL(page.url()).searchParams.get('id')).toBe('ras-foundation');
    await expectH1(page, ras.name);
    await page.getByText(`${ras.seatsLeft ?? 0} seats left`).waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectH1(page, ras.name);
    await page.getByRole('button', { name: 'Order Now' }).waitFor();
    await context.close();
  });
});

describe('optional subjects', () => {
  it('lists the subjects and opens a course’s details', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto('/optionals', { waitUntil: 'domcontentloaded' });
    await expectH1(page, 'Optional Subjects');
    const geography = cards(page).filter({ has: page.getByRole('heading', { name: 'Geography', exact: true }) });
    await geography.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'catalog-optionals-1280');
    await shotInNewPage(context, '/optionals', 'catalog-optionals-375', (phone) =>
      phone.getByRole('heading', { name: 'Geography', exact: true }).waitFor(),
    );

    await geography.getByRole('link', { name: /^Complete Course/ }).click();
    await page.waitForURL((url) => /^\/optionals\/\d+\/\d+$/.test(url.pathname));
    const course = await subscription('geography-optional-complete-course');
    await expectH1(page, course.name);
    await page.getByRole('heading', { name: 'Key Features' }).waitFor();
    await page.getByRole('heading', { name: 'Library Contents' }).waitFor();
    await page.getByRole('heading', { name: 'Price' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
    await page.getByRole('list', { name: 'Labels' }).getByText('Geography', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'catalog-optional-course-1280');
    const coursePath = new URL(page.url()).pathname;
    await shotInNewPage(context, coursePath, 'catalog-optional-course-375', (phone) =>
      phone.getByRole('heading', { name: 'Key Features' }).waitFor(),
    );

    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await toastShown(page, 'Please login or signup to continue');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Course Enquiry', () => {
  it('sends an enquiry from the floating button on any page', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/video-courses', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Course Enquiry' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Course Enquiry' });
    await dialog.waitFor();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(448);
    await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
    await dialog.getByText('Please answer yes or no.').waitFor();
    await shot(page, 'catalog-enquiry-1280', { fullPage: false });

    await field(dialog, 'Name').fill('Meera Iyer');
    await field(dialog, 'Email').fill('meera.iyer@aspirant.test');
    await field(dialog, 'Mobile Number').fill('9123456780');
    await field(dialog, 'Course').fill('GS Foundation');
    await field(dialog, 'City').fill('Bengaluru');
    await dialog.getByRole('radio', { name: 'No' }).check();
    const sent = page.waitForResponse((response) => response.url().includes('/subscriptionEnquiry'));
    await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    const { message } = (await response.json()) as { message: string };
    await toastShown(page, message);
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('on a phone keeps clear of the pop-over ad and opens a usable modal', async () => {
    const { context, page } = await openPage(browser, PHONE, { skipPopoverAd: false });
    await page.goto('/notes', { waitUntil: 'domcontentloaded' });
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    await ad.waitFor({ timeout: 10_000 });
    const button = page.getByRole('button', { name: 'Course Enquiry' });
    await page.waitForTimeout(400);
    const [adBox, buttonBox] = await Promise.all([ad.boundingBox(), button.boundingBox()]);
    if (!adBox || !buttonBox) throw new Error('ad or button not on screen');
    const overlaps =
      buttonBox.x < adBox.x + adBox.width &&
      adBox.x < buttonBox.x + buttonBox.width &&
      buttonBox.y < adBox.y + adBox.height &&
      adBox.y < buttonBox.y + buttonBox.height;
    expect(overlaps).toBe(false);

    await ad.getByRole('button', { name: 'Close advertisement' }).click();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Course Enquiry' });
    await dialog.waitFor();
    await shot(page, 'catalog-enquiry-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('buying and My Subscriptions', () => {
  it('asks a visitor to log in on My Subscriptions', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/my-subscriptions', { waitUntil: 'domcontentloaded' });
    await expectH1(page, 'My Subscriptions');
    await page.getByText('Please log in to view your subscriptions.').waitFor();
    await context.close();
  });

  it('lists the demo learner’s subscriptions with an action into each library', async () => {
    const demo = await loginByApi(DEMO.email, DEMO.password);
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto('/my-subscriptions', { waitUntil: 'domcontentloaded' });
    const table = page.getByRole('table', { name: 'Your subscriptions' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    await page.getByText(`Showing ${count} subscriptions`).waitFor();
    for (const [name, action] of [
      ['GS Prelims Notes 2027', 'View Library'],
      ['Prelims Test Series 2027', 'View Prelims Tests'],
      ['Mains Test Series 2027 (GS I to III)', 'View Mains Tests'],
      ['GS Foundation 2027', 'View Video Library'],
    ] as const) {
      // The row's header also says until when the subscription opens.
      const row = rows.filter({ has: page.getByRole('rowheader', { name }) });
      await row.getByRole('button', { name: new RegExp(`^${action}`) }).waitFor();
    }
    const mains = rows.filter({ has: page.getByRole('rowheader', { name: 'Mains Test Series 2027 (GS I to III)' }) });
    await mains.getByRole('button', { name: /^View Mains Tests/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/mains-tests/list/'));
    await context.close();
  });

  it('lets a new learner order, pay on the sandbox checkout and find the subscription', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner);
    const csat = await subscription('csat-test-series-2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, session);
    await page.goto(`/prelims-tests/${csat.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, csat.name);

    await openCheckout(page);
    expect(context.pages()).toHaveLength(1);
    expect(await page.title()).toBe('Test payment · Aspirant');
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    // The amount is the server's price, whatever digit grouping the checkout uses.
    expect((await pay.textContent())?.replace(/\D/g, '')).toBe(String(csat.price));
    await pay.click();

    // Back on the course's page, which says so and shows the course as the learner's.
    await page.waitForURL((url) => url.pathname === `/prelims-tests/${csat.slug}`, { timeout: 15_000 });
    await toastShown(page, 'Payment successful. Your subscription is active.');
    // The outcome is said once: the parameter leaves the address.
    await page.waitForURL((url) => !url.searchParams.has('payment'));
    await page.getByText('Subscribed', { exact: true }).waitFor();

    await page.goto('/my-subscriptions', { waitUntil: 'domcontentloaded' });
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: csat.name }) });
    await row.getByRole('button', { name: /^View Prelims Tests/ }).waitFor();
    await page.getByText('Showing 1 subscription').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'catalog-my-subscriptions-1280');
    await shotInNewPage(context, '/my-subscriptions', 'catalog-my-subscriptions-375', (phone) =>
      phone.getByRole('table').waitFor(),
    );
    await row.getByRole('button', { name: /^View Prelims Tests/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/prelims-tests/library/'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when a payment was cancelled', async () => {
    const session = await registerByApi(newLearner());
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, session);
    await page.goto('/my-subscriptions?payment=cancelled', { waitUntil: 'domcontentloaded' });
    await toastShown(page, 'Payment cancelled.');
    await page.getByText("You don't have any active subscriptions.").waitFor();
    await context.close();
  });
});
