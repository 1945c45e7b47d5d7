/**
 * A live mock moved after its reminder went (docs/product.md, "Notifications"): staff move the
 * window through the console's API; the learner reads the correction under the bell, where the
 * old reminder now gives the new time, and in the e-mail outbox; read in Hindi, the bell is Hindi
 * throughout, though every notice went while the learner read English. Screenshots at 390 px in
 * both languages.
 */
import { describe, expect, it } from 'vitest';
import { apiAs, grantInConsole, loginByApi, newLearner, registerByApi, type Session, startLoggedIn } from './accounts';
import { openPage, PHONE_390, seriousViolations, shot } from './browser';
import { DEVANAGARI, hindi, spacedDevanagari } from './hindi';
import { plainTextOf, waitForMailAbout } from './mail';
import { DEMO_SERIES, newPrelimsTest, setWindow } from './prelims';
import { browser } from './shared-browser';

interface Bell {
  notifications: { title: string; body: string }[];
}

/** An instant as the server's English messages write it: "29 Nov 2026, 2:35 PM IST". */
function serverTime(at: Date): string {
  const india = { timeZone: 'Asia/Kolkata' } as const;
  const day = new Intl.DateTimeFormat('en-GB', { ...india, day: 'numeric', month: 'short', year: 'numeric' }).format(
    at,
  );
  const time = new Intl.DateTimeFormat('en-US', { ...india, hour: 'numeric', minute: '2-digit', hour12: true }).format(
    at,
  );
  return `${day}, ${time} IST`;
}

/** The learner's bell as "title: body" lines, newest first. */
async function bellLines(learner: Session): Promise<string[]> {
  const bell = await apiAs<Bell>(learner, '/v1/modules/notifications', { headers: { 'Accept-Language': 'en' } });
  return bell.notifications.map((notice) => `${notice.title}: ${notice.body}`);
}

describe('a live mock moved after its reminder', () => {
  it(
    'corrects the bell, the old reminder and the e-mail; the bell reads in Hindi too',
    { timeout: 150_000 },
    async () => {
      const admin = await loginByApi('admin@aspirant.test', 'admin12345');
      const learner = newLearner();
      const session = await registerByApi(learner);
      const series = await apiAs<{ responseResult: { id: number } }>(
        null,
        '/v1/modules/subscriptions/prelims-test-series-2027',
      );
      await grantInConsole(admin, learner.email, series.responseResult.id);
      const test = await newPrelimsTest(admin, { name: 'All-India Mock: GS Paper I (moved)', slugPrefix: 'moved' });
      expect(DEMO_SERIES).toBe('Prelims Test Series 2027');

      // The window opens in 30 minutes: the 1-hour reminder goes at the servers' next look, each minute.
      const minute = 60_000;
      const opensAt = new Date(Math.ceil((Date.now() + 30 * minute) / minute) * minute);
      await setWindow(admin, test.id, opensAt, new Date(opensAt.getTime() + (test.duration + 10) * minute));
      const reminder = `A live mock opens in 1 hour: ${test.name} opens at ${serverTime(opensAt)}. Be ready a few minutes early.`;
      await expect.poll(() => bellLines(session), { timeout: 75_000, interval: 1_000 }).toContain(reminder);
      expect(plainTextOf(await waitForMailAbout(learner.email, 'A live mock opens in 1 hour'))).toContain(
        serverTime(opensAt),
      );

      // Staff move it 15 minutes later.
      const movedTo = new Date(opensAt.getTime() + 15 * minute);
      await setWindow(admin, test.id, movedTo, new Date(movedTo.getTime() + (test.duration + 10) * minute));
      const body = `${test.name} opens at ${serverTime(movedTo)}. Be ready a few minutes early.`;
      const lines = await bellLines(session);
      expect(lines[0]).toBe(`A live mock has moved: ${body}`);
      expect(lines).toContain(`A live mock opens in 1 hour: ${body}`);
      expect(lines.join('\n')).not.toContain(serverTime(opensAt));
      const mail = plainTextOf(await waitForMailAbout(learner.email, 'A live mock has moved'));
      expect(mail).toContain(body);
      expect(mail).toContain(`/quiz/${test.slug}`);

      // The learner's bell on a phone: the correction on top, the reminder under it with the new time.
      const { context, page, errors } = await openPage(browser, PHONE_390);
      await startLoggedIn(context, session);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications, \d+ unread$/ })
        .click();
      const panel = page.getByRole('region', { name: 'Notifications' });
      const notices = panel.getByRole('listitem');
      await notices.first().getByText('A live mock has moved').waitFor();
      expect(await notices.first().innerText()).toContain(body);
      expect(await panel.innerText()).not.toContain(serverTime(opensAt));
      await shot(page, 'reminder-moved-bell-390', { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      // In Hindi: the same notices, written in Hindi, the date too.
      await page.evaluate(() => window.localStorage.setItem('aspirant.language', 'hi'));
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${hindi('notifications.bell')}, \\d+`) })
        .click();
      const hindiPanel = page.getByRole('region', { name: hindi('notifications.title') });
      await hindiPanel.getByRole('listitem').first().getByText('लाइव मॉक का समय बदल गया है').waitFor();
      const first = await hindiPanel.getByRole('listitem').first().innerText();
      expect(first).toMatch(/बजे खुलेगा। कुछ मिनट पहले तैयार रहें।/);
      expect(first).toMatch(/\d+ (नवंबर|दिसंबर|जनवरी) 20\d\d, (सुबह|दोपहर|शाम|रात) \d+:\d\d बजे/);
      expect(await hindiPanel.getByText('लाइव मॉक 1 घंटे में खुलेगा').count()).toBe(1);
      expect(DEVANAGARI.test(await hindiPanel.innerText())).toBe(true);
      expect(await hindiPanel.innerText()).not.toMatch(/A live mock|Be ready/);
      await shot(page, 'reminder-moved-bell-390-hi', { fullPage: false });
      expect(await spacedDevanagari(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
