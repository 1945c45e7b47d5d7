/**
 * The console's lists of banners and pop-over ads say which one learners see (docs/product.md,
 * "Shown, hidden or scheduled"): an active banner that another hides names it; one before its
 * dates is 'Scheduled'. The banners are placed after the demo's, so learners' pages are unchanged.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, loginByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE_390, seriousViolations, shot } from './browser';
import { browser } from './shared-browser';

const made: number[] = [];
let admin: Session;

async function newBanner(content: string, start: Date, end: Date): Promise<number> {
  const body = new FormData();
  for (const [key, value] of Object.entries({
    content,
    start_date: start.toISOString(),
    end_date: end.toISOString(),
    position: '990',
    is_active: '1',
  })) {
    body.set(key, value);
  }
  const created = await apiAs<{ item: { id: number } }>(admin, '/v1/admin/banners', { method: 'POST', body });
  made.push(created.item.id);
  return created.item.id;
}

afterAll(async () => {
  for (const id of made) await apiAs(admin, `/v1/admin/banners/${id}`, { method: 'DELETE' });
});

describe('console status of banners', () => {
  it('names the banner that hides another, and says Scheduled before the dates', async () => {
    admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const day = 24 * 60 * 60 * 1000;
    const unique = Date.now().toString(36);
    const first = `Status check first ${unique}`;
    await newBanner(first, new Date(Date.now() - day), new Date(Date.now() + day));
    await newBanner(`Status check second ${unique}`, new Date(Date.now() - day), new Date(Date.now() + day));
    await newBanner(`Status check later ${unique}`, new Date(Date.now() + 2 * day), new Date(Date.now() + 3 * day));
    const shown = await apiAs<{ items: { id: number; content: string }[] }>(
      admin,
      '/v1/admin/banners?sort=position&order=asc&pageSize=200',
    );

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await startLoggedIn(context, admin);
    await page.goto(`/admin/marketing/banners`, { waitUntil: 'domcontentloaded' });
    const row = (text: string) => page.getByRole('row').filter({ hasText: text });
    await row(`Status check later ${unique}`).getByText('Scheduled').waitFor();
    const second = row(`Status check second ${unique}`);
    await second.getByText('Hidden').waitFor();
    // The demo's own banner, earlier in the order, hides both when it is live; else the first of ours does.
    const hider = (await second.locator('[title^="Hidden by"]').getAttribute('title')) ?? '';
    expect(hider).toMatch(/^Hidden by «.+»$/);
    expect(shown.items.some((banner) => hider === `Hidden by «${banner.content}»`)).toBe(true);
    expect(hider).not.toBe(`Hidden by «Status check second ${unique}»`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'console-banners-status-desktop');
    await page.setViewportSize(PHONE_390);
    await shot(page, 'console-banners-status-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
