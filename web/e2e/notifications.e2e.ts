/**
 * Notifications (docs/product.md, "Notifications"): the bell after a payment, the settings on the
 * profile, and an e-mail's unsubscribe link opened without signing in.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, newLearner, registerByApi, startLoggedIn } from './accounts';
import { openPage, PHONE, PHONE_390, seriousViolations, shot, toastShown } from './browser';
import { plainTextOf, waitForMail } from './mail';
import { browser } from './shared-browser';

/** Buys a subscription through the sandbox checkout's form, as its Pay button does. */
async function buy(session: Awaited<ReturnType<typeof registerByApi>>, slug: string, origin: string) {
  const details = await apiAs<{ responseResult: { id: number } }>(session, `/v1/modules/subscriptions/${slug}`);
  const query = new URLSearchParams({
    subscriptionId: String(details.responseResult.id),
    success_url: `${origin}/my-subscriptions`,
  });
  const order = await apiAs<{ redirectURL: string }>(session, `/v1/payment?${query.toString()}`, { method: 'POST' });
  const paid = await fetch(order.redirectURL, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

describe('notifications', () => {
  it('rings the bell after a payment, saves the settings, and unsubscribes from the e-mail', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner);
    const { context, page, errors } = await openPage(browser, PHONE);
    await startLoggedIn(context, session);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    await buy(session, 'csat-test-series-2027', await page.evaluate(() => location.origin));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Payment received').waitFor();
    await panel.getByText(/CSAT Test Series 2027/).waitFor();
    await shot(page, 'notifications-bell-phone', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    expect(await panel.isHidden()).toBe(true);

    // The profile's settings: payments no longer by e-mail.
    await page.goto('/profile', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('checkbox', { name: 'E-mail: A payment received' });
    await email.waitFor();
    expect(await email.isChecked()).toBe(true);
    // A click, as a thumb does; the box shows the choice at once and the server confirms it.
    await email.click();
    await toastShown(page, 'Notification settings saved.');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('checkbox', { name: 'E-mail: A payment received' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'E-mail: A payment received' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'SMS or WhatsApp: A payment received' }).isChecked()).toBe(true);
    await shot(page, 'notifications-settings-phone');
    expect(errors).toEqual([]);
    await context.close();

    // The payment's e-mail carries its unsubscribe link; a visitor's browser opens it.
    const message = await waitForMail(learner.email);
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const link = /https?:\/\/\S+\/unsubscribe\?[^\s"<>]+/.exec(plainTextOf(message))?.[0];
    expect(link).toBeTruthy();
    const visitor = await openPage(browser, PHONE);
    await visitor.page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search, {
      waitUntil: 'domcontentloaded',
    });
    await visitor.page.getByText('Stop e-mails about this: A payment received?', { exact: false }).waitFor();
    await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.page
      .getByRole('status')
      .getByText('Unsubscribed. You will get no more e-mails of this kind; the notifications stay in the app.')
      .waitFor();
    await shot(visitor.page, 'unsubscribe-phone');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('a notification opens what it is about: the subscription a payment bought, among others', async () => {
    const session = await registerByApi(newLearner());
    const { context, page, errors } = await openPage(browser, PHONE_390);
    await startLoggedIn(context, session);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const origin = await page.evaluate(() => location.origin);
    await buy(session, 'prelims-test-series-2027', origin);
    await buy(session, 'csat-test-series-2027', origin);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: /CSAT Test Series 2027/ }).click();
    await page.waitForURL(/\/my-subscriptions\?subscription=\d+$/);
    // The subscription the notice named has the focus, marked among the learner's others.
    const named = page.locator('tbody tr:focus');
    await named.waitFor();
    expect(await named.getByRole('rowheader').innerText()).toContain('CSAT Test Series 2027');
    expect(await page.locator('tbody tr').count()).toBe(2);
    await shot(page, 'notification-opens-subscription-390', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
