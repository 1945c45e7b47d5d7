/**
 * The purchase journey on a 390-px phone (issue 39), in English and Hindi, against the real
 * server: the Course Enquiry opened on a course's page names the course for staff; 'Order Now'
 * pays in the same tab, comes back to the course and offers the same open order again; a visitor
 * who signs up or signs in from 'Order Now' or 'Enroll free' goes on without a second tap; and a
 * signed-in learner reaches the free test's first question in at most three taps from home.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, authDialog, field, fillSignUp, loginByApi, newLearner, registerByApi, startLoggedIn } from './accounts';
import { baseURL, expectH1, openCheckout, openPage, PHONE_390, seriousViolations, shot, toastShown } from './browser';
import { hindi } from './hindi';
import { browser } from './shared-browser';

interface Course {
  id: number;
  name: string;
  slug: string;
  price: number;
}

async function course(slug: string): Promise<Course> {
  return (await apiAs<{ responseResult: Course }>(null, `/v1/modules/subscriptions/${slug}`)).responseResult;
}

/** A field by its Hindi label (field() matches a word boundary, which Devanagari has none of in a RegExp). */
function hindiField(scope: Locator, key: string): Locator {
  return scope.getByLabel(hindi(key)).first();
}

async function inHindi(page: Page): Promise<void> {
  await page.context().addInitScript(() => window.localStorage.setItem('aspirant.language', 'hi'));
}

describe('the Course Enquiry on a course page', () => {
  it('names the course in the form and for staff, in their list and CSV', async () => {
    const series = await course('prelims-test-series-2027');
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await page.goto(`/prelims-tests/${series.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, series.name);
    await page.getByRole('button', { name: 'Course Enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Course Enquiry' });
    expect(await field(dialog, 'Course').inputValue()).toBe(series.name);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'journey-enquiry-course-390', { fullPage: false });

    const email = `lead.${Date.now().toString(36)}@aspirant.test`;
    await field(dialog, 'Name').fill('Farhan Qureshi');
    await field(dialog, 'Email').fill(email);
    await field(dialog, 'Mobile Number').fill('9123456781');
    await field(dialog, 'City').fill('Lucknow');
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    const sent = page.waitForResponse((response) => response.url().includes('/subscriptionEnquiry'));
    await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect((await sent).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const leads = await apiAs<{ items: { kind: string; subscription_name: string; course_name: string }[] }>(
      admin,
      `/v1/admin/enquiries?q=${encodeURIComponent(email)}`,
    );
    expect(leads.items).toEqual([
      expect.objectContaining({ kind: 'course', subscription_name: series.name, course_name: series.name }),
    ]);
    const csv = await fetch(`${baseURL}/api/v1/admin/enquiries.csv`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    }).then((response) => response.text());
    const row = csv.split('\n').find((line) => line.includes(email)) ?? '';
    expect(row).toContain(`${series.name},${series.name},Lucknow,yes`);

    // Away from a course page the field starts empty.
    await page.goto('/notes', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Course Enquiry' }).click();
    expect(await field(page.getByRole('dialog', { name: 'Course Enquiry' }), 'Course').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the course in Hindi too', async () => {
    const series = await course('mains-test-series-2026');
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await inHindi(page);
    await page.goto(`/mains-tests/${series.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, series.name);
    await page.getByRole('button', { name: hindi('catalog.enquiry.open') }).click();
    const dialog = page.getByRole('dialog', { name: hindi('catalog.enquiry.title') });
    expect(await hindiField(dialog, 'catalog.enquiry.course').inputValue()).toBe(series.name);
    await shot(page, 'journey-enquiry-course-390-hi', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Order Now', () => {
  it('pays in the same tab, offers the same open order again and comes back to the course after a cancel (Hindi)', async () => {
    const essay = await course('essay-test-series-2026');
    const session = await registerByApi(newLearner());
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await inHindi(page);
    await startLoggedIn(context, session);
    await page.goto(`/mains-tests/${essay.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, essay.name);
    const orderNow = hindi('catalog.purchase.orderNow');

    await openCheckout(page, orderNow);
    expect(context.pages()).toHaveLength(1);
    const first = page.url();
    await shot(page, 'journey-checkout-390', { fullPage: false });
    // Back without paying, and Order Now again: the same order, not a second one.
    await page.goBack();
    await expectH1(page, essay.name);
    await openCheckout(page, orderNow);
    expect(page.url()).toBe(first);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === `/mains-tests/${essay.slug}`);
    await toastShown(page, hindi('catalog.messages.paymentCancelled'));
    await page.getByRole('button', { name: orderNow }).waitFor();
    await shot(page, 'journey-cancelled-390-hi', { fullPage: false });
    // A cancelled order is not offered again.
    await openCheckout(page, orderNow);
    expect(page.url()).not.toBe(first);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('signing in from a purchase', () => {
  it('goes on to the payment page by itself after a sign-up from Order Now', async () => {
    const csat = await course('csat-test-series-2027');
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await page.goto(`/prelims-tests/${csat.slug}`, { waitUntil: 'domcontentloaded' });
    await expectH1(page, csat.name);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await toastShown(page, 'Please login or signup to continue');
    const dialog = authDialog(page);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await fillSignUp(dialog, newLearner());
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toastShown(page, 'Signup successful.');
    // Nothing more to press: when the dialog closes, the order goes on to its payment page.
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'), { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => url.pathname === `/prelims-tests/${csat.slug}`, { timeout: 15_000 });
    await page.getByText('Subscribed', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is enrolled by itself after a login from Enroll free, in Hindi', async () => {
    const learner = newLearner();
    await registerByApi(learner);
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await inHindi(page);
    await page.goto('/notes/free-notes-sample', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: hindi('catalog.purchase.enrollFree') }).click();
    const dialog = page.getByRole('dialog', { name: hindi('auth.dialog.title', { product: 'Aspirant' }) });
    await hindiField(dialog, 'auth.forms.labels.email').fill(learner.email);
    await hindiField(dialog, 'auth.forms.labels.password').fill(learner.password);
    await shot(page, 'journey-login-enrol-390-hi', { fullPage: false });
    await dialog.getByRole('button', { name: hindi('auth.login.submit'), exact: true }).click();
    await toastShown(page, hindi('catalog.messages.enrolled'));
    await page.getByRole('button', { name: hindi('catalog.library.accessNow') }).waitFor();
    await shot(page, 'journey-enrolled-390-hi');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the free test from the home page', () => {
  for (const language of ['en', 'hi'] as const) {
    it(`reaches question 1 in at most three taps for a signed-in learner (${language})`, async () => {
      const session = await registerByApi(newLearner());
      const { context, page, errors } = await openPage(browser, PHONE_390);
      if (language === 'hi') await inHindi(page);
      await startLoggedIn(context, session);
      const say = (key: string, english: string, values: Record<string, string | number> = {}) =>
        language === 'hi' ? hindi(key, values) : english;
      let taps = 0;
      const tap = async (name: string, role: 'link' | 'button') => {
        await page.getByRole(role, { name, exact: true }).click();
        taps += 1;
      };

      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await tap(say('content.hero.takeFreeTest', 'Take a free test'), 'link');
      // Enrolled on the way (it is free), and straight to the first test's start page.
      await page.waitForURL((url) => url.pathname.startsWith('/quiz/'), { timeout: 15_000 });
      const start = page.getByRole('button', { name: say('quiz.start.start', 'Start Test'), exact: true });
      await start.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `journey-free-test-start-390-${language}`);
      await tap(say('quiz.start.start', 'Start Test'), 'button');
      const free = await course('free-prelims-mock-test');
      const tests = await apiAs<{ responseResult: { total_question_count: number }[] }>(
        session,
        `/v1/modules/tests/library?subscriptionId=${free.id}`,
      );
      const total = tests.responseResult[0]?.total_question_count ?? 0;
      await page
        .getByText(say('quiz.progress.text', `Question 1 of ${total}`, { number: 1, total }), { exact: true })
        .waitFor();
      await shot(page, `journey-free-test-question-390-${language}`, { fullPage: false });
      expect(taps).toBeLessThanOrEqual(3);
      expect(taps).toBe(2);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
