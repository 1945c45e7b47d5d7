/**
 * What a course page and My Subscriptions promise a learner, against the real server: every
 * library of a bundle one click away, with its kind and size; validity before and after buying;
 * free courses enrolled at once; the sandbox purchase reaching every open tab without a reload;
 * the Course Enquiry button clear of the cards; and the texts of two failures. Counts and names
 * come from the server's own answers, so other test files changing the demo first do not break
 * these. Each screen is shot at 1280 and 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, authDialog, loginByApi, newLearner, registerByApi, type Session, startLoggedIn } from './accounts';
import {
  api,
  DESKTOP,
  expectH1,
  openCheckout,
  openPage,
  PHONE_390,
  seriousViolations,
  shot,
  shotInNewPage,
  toastShown,
} from './browser';
import { browser } from './shared-browser';

const DEMO = { email: 'demo@aspirant.test', password: 'demo12345' };

interface Library {
  type: 'notes' | 'tests' | 'mains-tests' | 'videos';
  name: string;
  count: number;
}

interface Subscription {
  id: number;
  name: string;
  slug: string;
  price: number;
  validityDays: number | null;
  validUntil: string | null;
  subscribedUntil: string | null;
  libraries: Library[];
}

interface MySubscription {
  id: number;
  name: string;
  slug: string;
  validUntil: string | null;
  expired: boolean;
  libraries: Library[];
}

let demo: Session;

beforeAll(async () => {
  demo = await loginByApi(DEMO.email, DEMO.password);
});

async function subscription(slug: string, session: Session | null = null): Promise<Subscription> {
  return (await apiAs<{ responseResult: Subscription }>(session, `/v1/modules/subscriptions/${slug}`)).responseResult;
}

async function mySubscriptions(session: Session): Promise<MySubscription[]> {
  return (await apiAs<{ data: { subscriptions: MySubscription[] } }>(session, '/v1/modules/subscriptions')).data
    .subscriptions;
}

const KIND = {
  notes: ['Notes', 'View Library', 'note', 'notes'],
  tests: ['Prelims test series', 'View Prelims Tests', 'test', 'tests'],
  'mains-tests': ['Mains test series', 'View Mains Tests', 'test', 'tests'],
  videos: ['Video library', 'View Video Library', 'video', 'videos'],
} as const;

/**
 * For each kind the libraries hold, sizes of one kind added up, in order: what a course includes
 * ("Notes · 12 notes"), or a holder's button into it ("View Library · 12 notes").
 */
function kindLabels(libraries: readonly Library[], { buttons = true } = {}): string[] {
  const counts = new Map<Library['type'], number>();
  for (const library of libraries) counts.set(library.type, (counts.get(library.type) ?? 0) + library.count);
  return [...counts].map(([kind, count]) => {
    const [title, action, one, many] = KIND[kind];
    return `${buttons ? action : title} · ${count} ${count === 1 ? one : many}`;
  });
}

/** A day as the app writes it: India's calendar, "31 May 2027". */
function day(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The same address at phone width in a new page of the context, shot once `ready`. */
/** The page's purchase block for a holder: every library as a button, and none of the sales form. */
async function expectHolderView(page: Page, sub: Subscription) {
  await page.getByText('Subscribed', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Access Now', exact: true }).waitFor();
  const libraries = page.getByRole('list', { name: 'Your libraries' });
  for (const label of kindLabels(sub.libraries)) {
    await libraries.getByRole('button', { name: label, exact: true }).waitFor();
  }
  if (sub.subscribedUntil) await page.getByText(`Valid until ${day(sub.subscribedUntil)}`).waitFor();
  expect(await page.getByRole('button', { name: /^(Order Now|Subscribe Now|Enroll free|Enquire Now)$/ }).count()).toBe(
    0,
  );
  expect(await page.getByRole('region', { name: 'Speak to our admission team' }).count()).toBe(0);
}

describe('a course that bundles libraries', () => {
  it('puts every library one click away on its page, with its kind and size, and none of the sales form', async () => {
    const foundation = await subscription('gs-foundation-2027', demo);
    expect(new Set(foundation.libraries.map((library) => library.type)).size).toBeGreaterThan(2);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto('/video-courses/gs-foundation-2027', { waitUntil: 'domcontentloaded' });
    await expectH1(page, foundation.name);
    await expectHolderView(page, foundation);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'purchase-bundle-details-1280');
    await shotInNewPage(
      context,
      '/video-courses/gs-foundation-2027',
      'purchase-bundle-details-390',
      (phone) => phone.getByRole('list', { name: 'Your libraries' }).waitFor(),
      { viewport: PHONE_390, axe: true },
    );

    // Each one opens its own library.
    const notes = kindLabels(foundation.libraries.filter((library) => library.type === 'notes'))[0] ?? '';
    await page.getByRole('button', { name: notes, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/notes/library/'));
    await page.goBack();
    const tests = kindLabels(foundation.libraries.filter((library) => library.type === 'tests'))[0] ?? '';
    await page.getByRole('button', { name: tests, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/prelims-tests/library/'));
    await page.goBack();
    await page.getByRole('button', { name: 'Access Now', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/video-courses/library/'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does the same on an optional course and a PCS course', async () => {
    const psir = await subscription('psir-optional-complete-course', demo);
    const uppsc = await subscription('uppsc-complete-course-2026', demo);
    const subjects = (
      await api<{ responseResult: { id: number; name: string; modules: { id: number }[] }[] }>(
        '/v1/modules/optionals/list',
      )
    ).responseResult;
    const subject = subjects.find((candidate) => candidate.name === 'Political Science & International Relations');
    if (!subject?.modules[0]) throw new Error('no PSIR course');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto(`/optionals/${subject.id}/${subject.modules[0].id}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, psir.name);
    await expectHolderView(page, psir);
    const mains = kindLabels(psir.libraries.filter((library) => library.type === 'mains-tests'))[0] ?? '';
    await page.getByRole('button', { name: mains, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/mains-tests/list/'));

    await page.goto('/pcs_section_details?id=uppsc-complete-course-2026', { waitUntil: 'domcontentloaded' });
    await expectH1(page, uppsc.name);
    await expectHolderView(page, uppsc);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'purchase-pcs-holder-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists every library of each subscription in My Subscriptions, with until when it opens', async () => {
    const mine = await mySubscriptions(demo);
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    await page.goto('/my-subscriptions', { waitUntil: 'domcontentloaded' });
    const table = page.getByRole('table', { name: 'Your subscriptions' });
    await table.waitFor();
    for (const held of mine) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: held.name }) });
      for (const label of kindLabels(held.libraries)) {
        await row.getByRole('button', { name: `${label}: ${held.name}`, exact: true }).waitFor();
      }
      if (held.validUntil) await row.getByText(`Valid until ${day(held.validUntil)}`).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'purchase-my-subscriptions-1280');
    await shotInNewPage(
      context,
      '/my-subscriptions',
      'purchase-my-subscriptions-390',
      (phone) => phone.getByRole('table', { name: 'Your subscriptions' }).waitFor(),
      { viewport: PHONE_390, axe: true },
    );

    const foundation = mine.find((held) => held.slug === 'gs-foundation-2027');
    if (!foundation) throw new Error('the demo learner does not hold GS Foundation 2027');
    const tests = kindLabels(foundation.libraries.filter((library) => library.type === 'tests'))[0] ?? '';
    await page.getByRole('button', { name: `${tests}: ${foundation.name}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/prelims-tests/library/'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('before buying', () => {
  it('says how long access lasts and what is included, with the enquiry form where the course has one', async () => {
    const series = await subscription('prelims-test-series-2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto('/prelims-tests/prelims-test-series-2027', { waitUntil: 'domcontentloaded' });
    await expectH1(page, series.name);
    expect(series.validityDays).toBeGreaterThan(0);
    await page.getByText(`Access for ${series.validityDays} days`, { exact: true }).waitFor();
    const included = page.getByRole('list', { name: 'Included' });
    for (const label of kindLabels(series.libraries, { buttons: false }))
      await included.getByText(label, { exact: true }).waitFor();
    // What is included is not a way in before buying.
    expect(await included.getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Order Now' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'purchase-before-buying-1280');
    await shotInNewPage(
      context,
      '/prelims-tests/prelims-test-series-2027',
      'purchase-before-buying-390',
      (phone) => phone.getByRole('list', { name: 'Included' }).waitFor(),
      { viewport: PHONE_390, axe: true },
    );

    // The enquiry form stays for those who do not hold the course.
    const mains = await subscription('mains-test-series-2026');
    await page.goto('/mains-tests/mains-test-series-2026', { waitUntil: 'domcontentloaded' });
    await expectH1(page, mains.name);
    await page.getByRole('region', { name: 'Speak to our admission team' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('free courses', () => {
  it('lead from the hero to the free test, which a learner enrols in at once and opens', async () => {
    const free = await subscription('free-prelims-mock-test');
    expect(free.price).toBe(0);
    const session = await registerByApi(newLearner());
    const { context, page, errors } = await openPage(browser, DESKTOP);
    // A visitor's 'Take a free test' leads to the free course's page (a signed-in learner's goes
    // on to its first test: journey.e2e.ts).
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const take = page.getByRole('link', { name: 'Take a free test' });
    await take.waitFor();
    await shot(page, 'purchase-hero-1280', { fullPage: false });
    await take.click();
    await page.waitForURL((url) => url.pathname === '/prelims-tests/free-prelims-mock-test');
    await expectH1(page, free.name);
    await startLoggedIn(context, session);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectH1(page, free.name);
    await page.getByText('Free', { exact: true }).waitFor();
    await page.getByText(`Access for ${free.validityDays} days`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Order Now' }).count()).toBe(0);
    await shot(page, 'purchase-free-details-1280');

    const enrolled = page.waitForResponse((response) => response.url().includes('/api/v1/payment'));
    await page.getByRole('button', { name: 'Enroll free' }).click();
    expect((await enrolled).status()).toBe(200);
    await toastShown(page, 'You are enrolled. The course is now in My Subscriptions.');
    // No payment page: the same page now shows the course as the learner's.
    expect(context.pages()).toHaveLength(1);
    await expectHolderView(page, await subscription('free-prelims-mock-test', session));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'purchase-free-enrolled-1280');

    await page.getByRole('button', { name: 'Access Now' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/prelims-tests/library/'));
    const test = page.getByRole('article').filter({ hasText: 'Free Mock Test 01: General Studies' });
    await test.getByRole('link', { name: 'Attempt Test' }).waitFor();
    await shot(page, 'purchase-free-library-1280');
    await shotInNewPage(
      context,
      '/prelims-tests/free-prelims-mock-test',
      'purchase-free-enrolled-390',
      (phone) => phone.getByRole('list', { name: 'Your libraries' }).waitFor(),
      { viewport: PHONE_390, axe: true },
    );
    const mine = await mySubscriptions(session);
    expect(mine.map((held) => held.slug)).toEqual(['free-prelims-mock-test']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('include a notes sample with its PDFs, and ask a visitor to log in first', async () => {
    const sample = await subscription('free-notes-sample');
    const { context, page } = await openPage(browser, PHONE_390);
    await page.goto('/notes/free-notes-sample', { waitUntil: 'domcontentloaded' });
    await expectH1(page, sample.name);
    await page.getByRole('button', { name: 'Enroll free' }).click();
    await toastShown(page, 'Please login or signup to continue');
    await authDialog(page).waitFor();
    await shot(page, 'purchase-free-visitor-390', { fullPage: false });
    await context.close();

    const session = await registerByApi(newLearner());
    const learner = await openPage(browser, PHONE_390);
    await startLoggedIn(learner.context, session);
    await learner.page.goto('/notes/free-notes-sample', { waitUntil: 'domcontentloaded' });
    await learner.page.getByRole('button', { name: 'Enroll free' }).click();
    await learner.page.getByRole('button', { name: 'Access Now' }).click();
    await learner.page.waitForURL((url) => url.pathname.startsWith('/notes/library/'));
    const note = learner.page.getByRole('article').first();
    await note.getByRole('button', { name: /Topic Wise PDF/ }).waitFor();
    expect(await seriousViolations(learner.page)).toEqual([]);
    await shot(learner.page, 'purchase-free-notes-390');
    expect(learner.errors).toEqual([]);
    await learner.context.close();
  });
});

describe('paying on the sandbox checkout', () => {
  it('pays in the same tab, comes back to the course and shows it bought in every open tab and My Subscriptions', async () => {
    const session = await registerByApi(newLearner());
    const csat = await subscription('csat-test-series-2027');
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, session);
    // Another tab on the course, never reloaded: only the paying tab's message tells it.
    const other = await context.newPage();
    await other.goto(`/prelims-tests/${csat.slug}`, { waitUntil: 'domcontentloaded' });
    await other.evaluate(() => Object.assign(window, { e2eNoReload: true }));
    await page.goto(`/prelims-tests/${csat.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, csat.name);

    await openCheckout(page);
    expect(context.pages()).toHaveLength(2);
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    expect((await pay.textContent())?.replace(/\D/g, '')).toBe(String(csat.price));
    await pay.click();
    await page.waitForURL((url) => url.pathname === `/prelims-tests/${csat.slug}`, { timeout: 15_000 });
    await toastShown(page, 'Payment successful. Your subscription is active.');
    await expectHolderView(page, await subscription(csat.slug, session));

    await expectHolderView(other, await subscription(csat.slug, session));
    expect(await other.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    await page.goto('/my-subscriptions', { waitUntil: 'domcontentloaded' });
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: csat.name }) });
    for (const label of kindLabels(csat.libraries)) {
      await row.getByRole('button', { name: `${label}: ${csat.name}` }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Course Enquiry', () => {
  /**
   * The texts of the controls among `targets` that Course Enquiry (`button`) lies over, as a
   * learner sees them: each control's box cut by every ancestor that clips its content (a
   * carousel shows some of its slides; the others are laid out beyond its edge). With
   * `scrollEach`, the window is first scrolled to bring each visible control in turn to the
   * bottom of the screen, where the old round button sat, and every control is checked there.
   * It runs in the page, one call for all the positions: asked control by control from the test,
   * the same checks took a minute of round trips.
   */
  async function coveredBy(button: Locator, targets: Locator, { scrollEach = false } = {}): Promise<string[]> {
    const enquiry = await button.elementHandle();
    return targets.evaluateAll(
      async (elements, { enquiry, scrollEach }) => {
        const visibleBox = (element: Element) => {
          let { left, top, right, bottom } = element.getBoundingClientRect();
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflow === 'visible') continue;
            const clip = parent.getBoundingClientRect();
            left = Math.max(left, clip.left);
            top = Math.max(top, clip.top);
            right = Math.min(right, clip.right);
            bottom = Math.min(bottom, clip.bottom);
          }
          return right > left && bottom > top ? { left, top, right, bottom } : null;
        };
        const covered = () => {
          const box = enquiry.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) throw new Error('Course Enquiry is not on screen');
          return elements
            .filter((element) => {
              const target = visibleBox(element);
              return (
                target &&
                box.left < target.right &&
                target.left < box.right &&
                box.top < target.bottom &&
                target.top < box.bottom
              );
            })
            .map((element) => element.textContent);
        };
        if (!scrollEach) return covered();
        // As Playwright's isVisible: a box of some size, and not hidden.
        const visible = (element: Element) => {
          const { width, height } = element.getBoundingClientRect();
          return (
            element.checkVisibility() && width > 0 && height > 0 && getComputedStyle(element).visibility === 'visible'
          );
        };
        const found: string[] = [];
        for (const element of elements) {
          if (!visible(element)) continue;
          // The window scrolls, not a carousel: a slide out of view stays out of view.
          window.scrollBy({ top: element.getBoundingClientRect().bottom - innerHeight, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(resolve)); // drawn where it now is
          found.push(...covered());
        }
        return found;
      },
      { enquiry, scrollEach },
    );
  }

  it('never covers a card’s buttons at 1280 px, wherever the page is scrolled', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, demo);
    const button = page.getByRole('button', { name: 'Course Enquiry' });
    const cardButtons = page.locator('main .card').locator('a, button');
    const check = async (where: string) => {
      await page.locator('main .card').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Each button in turn at the bottom of the screen, and no card's button under the tab.
      expect(await coveredBy(button, cardButtons, { scrollEach: true }), where).toEqual([]);
    };
    for (const list of ['/', '/prelims-tests', '/notes', '/mains-tests', '/optionals', '/my-subscriptions']) {
      await page.goto(list, { waitUntil: 'domcontentloaded' });
      await check(list);
    }
    // Libraries lay their items out three to a row, each card with its buttons.
    for (const library of ['notes', 'tests']) {
      await page.goto('/my-subscriptions', { waitUntil: 'domcontentloaded' });
      const held = (await mySubscriptions(demo)).find((sub) => sub.libraries.some((lib) => lib.type === library));
      const label = kindLabels(held?.libraries.filter((lib) => lib.type === library) ?? [])[0] ?? '';
      await page.getByRole('button', { name: `${label}: ${held?.name ?? ''}`, exact: true }).click();
      await page.waitForURL((url) => url.pathname.includes('/library/'));
      await check(library);
    }
    await page.goto('/optionals', { waitUntil: 'domcontentloaded' });
    await page.locator('main .card').last().waitFor();
    await page
      .locator('main .card')
      .last()
      .evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await shot(page, 'purchase-enquiry-tab-1280', { fullPage: false });
    await button.click();
    await page.getByRole('dialog', { name: 'Course Enquiry' }).waitFor();
    await context.close();
    // Every button of every card on eight pages, each scrolled to the screen's bottom edge.
  }, 150_000);

  it('on a phone sits clear of the controls at the bottom of every page', async () => {
    const { context, page } = await openPage(browser, PHONE_390);
    const button = page.getByRole('button', { name: 'Course Enquiry' });
    for (const path of ['/prelims-tests', '/my-subscriptions', '/notes/gs-prelims-notes-2027']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      const controls = page.locator('main a, main button, main input, footer a, footer button');
      expect(await coveredBy(button, controls), path).toEqual([]);
    }
    await shot(page, 'purchase-enquiry-bottom-390', { fullPage: false });
    await context.close();
  });
});

describe('texts of failures', () => {
  it("says 'Failed to load test types. Please check your connection.' when a tests list cannot load its types", async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await context.route(/\/api\/v1\/modules\/types\/list/, (route) => route.abort('internetdisconnected'));
    // A list opened first carries its types in the page; one reached in the app asks for them.
    await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
    for (const list of ['Prelims Tests', 'Mains Tests']) {
      await page.getByRole('banner').getByRole('link', { name: list, exact: true }).click();
      await expectH1(page, list); // the previous list, and its message, have left
      await page
        .getByText('Failed to load test types. Please check your connection.', { exact: true })
        .waitFor({ timeout: 15_000 });
    }
    await shot(page, 'purchase-types-failed-1280', { fullPage: false });
    await context.close();
  });

  it("says 'Missing subscription information' for a course page that names no course", async () => {
    const { context, page } = await openPage(browser, PHONE_390);
    await page.goto('/pcs_section_details', { waitUntil: 'domcontentloaded' });
    await page.getByText('Missing subscription information', { exact: true }).waitFor();
    await shot(page, 'purchase-missing-subscription-390', { fullPage: false });
    await context.close();
  });
});
