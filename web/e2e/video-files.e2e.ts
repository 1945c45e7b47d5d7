/**
 * Lectures and tests' discussions kept in the site's own store (docs/product.md, "Videos"), on a
 * server of this file's own whose playback addresses live 5 seconds: staff upload and remove a
 * lecture's file in the console; a subscriber plays the demo's clip with their line over the
 * picture, and goes on playing after a seek past what was loaded once the first address has
 * expired; a mains test's discussion uploaded in the console plays for a subscriber once its
 * window has closed.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, grantInConsole, loginByApi, newLearner, registerByApi, type Session, startLoggedIn } from './accounts';
import { DESKTOP, openPage, PHONE, seriousViolations, shot, toastShown } from './browser';
import { libraryId } from './library-address';
import { type RunningServer, startServer } from './server';
import { browser } from './shared-browser';

const CLIP = path.join(
  import.meta.dirname,
  '..',
  '..',
  'internal',
  'demo',
  'assets',
  'lectures',
  'video',
  'polity-fundamental-rights.webm',
);
const LECTURE = 'Lecture 02: Fundamental Rights - Articles 12 to 35';

let server: RunningServer;
let admin: Session;

beforeAll(async () => {
  server = await startServer({ ASPIRANT_VIDEO_LINK_TTL: '5s' });
  admin = await loginByApi('admin@aspirant.test', 'admin12345', { server: server.baseURL });
});

afterAll(async () => {
  await server.stop();
});

async function subscriptionId(slug: string): Promise<number> {
  const answer = await apiAs<{ responseResult: { id: number } }>(
    null,
    `/v1/modules/subscriptions/${slug}`,
    {},
    server.baseURL,
  );
  return answer.responseResult.id;
}

/** The id of the console's record of `resource` called `name`. */
async function recordId(resource: 'videos' | 'mains-tests', name: string): Promise<number> {
  const found = await apiAs<{ items: { id: number; name: string }[] }>(
    admin,
    `/v1/admin/${resource}?q=${encodeURIComponent(name)}`,
    {},
    server.baseURL,
  );
  const record = found.items.find((item) => item.name === name);
  if (!record) throw new Error(`no ${resource} record called ${name}`);
  return record.id;
}

describe('a lecture in the site’s own store', () => {
  it('plays for a subscriber with their line over it, and a new address is asked for once the first expires', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner, server.baseURL);
    const polity = await subscriptionId('indian-polity-video-course');
    await grantInConsole(admin, learner.email, polity, server.baseURL);

    const { context, page, errors } = await openPage(browser, DESKTOP, { server: server.baseURL });
    await startLoggedIn(context, session);
    await page.goto(`/video-courses/library/${libraryId(polity)}`);
    await page.getByRole('link', { name: 'Watch Videos' }).first().click();
    // A phone on mobile data: the first answer brings the first 64 KB (about five seconds of the
    // clip), and the connection then waits until the address has expired (5 s here) before it
    // asks for the rest, which the server refuses; the player must ask for a new address.
    const CUT = 64 * 1024;
    let firstAnswered = false;
    let expired: Promise<void> = new Promise(() => undefined);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/media/videos/')) answers.push(response.status());
    });
    await context.route('**/api/v1/media/videos/**', async (route) => {
      if (firstAnswered) {
        await expired;
        await route.continue();
        return;
      }
      firstAnswered = true;
      expired = new Promise((resolve) => setTimeout(resolve, 6_000));
      const whole = await route.fetch({ headers: { ...route.request().headers(), range: 'bytes=0-' } });
      const body = await whole.body();
      await route.fulfill({
        status: 206,
        headers: {
          'content-type': 'video/webm',
          'accept-ranges': 'bytes',
          'content-range': `bytes 0-${CUT - 1}/${body.length}`,
          'content-length': String(CUT),
        },
        body: body.subarray(0, CUT),
      });
    });
    await page.getByRole('article', { name: LECTURE }).getByRole('button', { name: 'Play' }).click();
    const dialog = page.getByRole('dialog', { name: LECTURE });
    const video = dialog.locator('video');
    await video.waitFor();
    const firstSrc = (await video.getAttribute('src')) ?? '';
    expect(firstSrc.startsWith('/api/v1/media/videos/')).toBe(true);
    expect(await dialog.getByTestId('video-watermark').textContent()).toContain(learner.name);

    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true; // a page may always start a muted video
      await element.play();
    });
    await page.waitForFunction(
      () => (document.querySelector('[role=dialog] video') as HTMLVideoElement).currentTime > 1,
    );
    await shot(page, 'video-file-player-1280', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // Past the first 64 KB: the refused request, a new address, and the clip goes on.
    await page.waitForFunction(
      () => (document.querySelector('[role=dialog] video') as HTMLVideoElement).currentTime > 10,
      undefined,
      { timeout: 30_000 },
    );
    expect(answers).toContain(403);
    expect(await video.getAttribute('src')).not.toBe(firstSrc);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
    await context.close();
  });

  it('staff upload a lecture’s file in the console, then remove it', async () => {
    const id = await recordId('videos', 'Lecture 01: Making of the Constitution');
    const { context, page, errors } = await openPage(browser, DESKTOP, { server: server.baseURL });
    await startLoggedIn(context, admin);
    await page.goto(`/admin/content/videos/${id}`);
    const panel = page.getByRole('region', { name: 'Video file' });
    await panel.getByText('No file yet: learners play the Google Drive link.').waitFor();
    await panel.getByLabel('Choose the lecture’s file').setInputFiles({
      name: 'making-of-the-constitution.webm',
      mimeType: 'video/webm',
      buffer: await readFile(CLIP),
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await toastShown(page, 'Video file uploaded. Learners now play it instead of the link.');
    await panel.getByText('making-of-the-constitution.webm').waitFor();
    expect(await panel.textContent()).toContain('WebM');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-video-file-1280');

    const playback = await apiAs<{ kind: string }>(
      admin,
      `/v1/modules/videos/playback?subscriptionId=${await subscriptionId('gs-foundation-2027')}&videoId=${id}`,
      {},
      server.baseURL,
    );
    expect(playback.kind).toBe('file');

    // The list says how each lecture plays.
    await page.goto('/admin/content/videos');
    const row = page.getByRole('row').filter({ hasText: 'Lecture 01: Making of the Constitution' });
    await row.getByText('Own file').waitFor();

    await page.goto(`/admin/content/videos/${id}`);
    await panel.getByRole('button', { name: 'Remove file' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the video file?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toastShown(page, 'Video file removed. Learners play the Google Drive link again.');
    await panel.getByText('No file yet: learners play the Google Drive link.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone', async () => {
    const learner = newLearner();
    const session = await registerByApi(learner, server.baseURL);
    const polity = await subscriptionId('indian-polity-video-course');
    await grantInConsole(admin, learner.email, polity, server.baseURL);
    const { context, page } = await openPage(browser, PHONE, { server: server.baseURL });
    await startLoggedIn(context, session);
    await page.goto(`/video-courses/library/${libraryId(polity)}`);
    await page.getByRole('link', { name: 'Watch Videos' }).first().click();
    await page.getByRole('article', { name: LECTURE }).getByRole('button', { name: 'Play' }).click();
    const video = page.getByRole('dialog').locator('video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction(
      () => (document.querySelector('[role=dialog] video') as HTMLVideoElement).currentTime > 9,
    );
    await shot(page, 'video-file-player-375', { fullPage: false });
    await context.close();
  });
});

describe('a test’s discussion in the site’s own store', () => {
  it('staff upload a closed mains test’s discussion in the console, and a subscriber plays it with their line over it', async () => {
    const TEST = 'GS Paper I Sectional Test 03: History, Society and Geography'; // its window closed 10 days ago
    const id = await recordId('mains-tests', TEST);
    const staff = await openPage(browser, DESKTOP, { server: server.baseURL });
    await startLoggedIn(staff.context, admin);
    await staff.page.goto(`/admin/content/mains-tests/${id}`);
    const panel = staff.page.getByRole('region', { name: 'Discussion video file' });
    await panel.getByLabel('Choose the discussion’s file').setInputFiles({
      name: 'gs1-sectional-03-discussion.webm',
      mimeType: 'video/webm',
      buffer: await readFile(CLIP),
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await toastShown(staff.page, 'Video file uploaded. Learners now play it instead of the link.');
    await panel.getByText('gs1-sectional-03-discussion.webm').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(staff.page, 'admin-discussion-file-1280', { fullPage: false });
    expect(await seriousViolations(staff.page)).toEqual([]);
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    const learner = newLearner();
    const session = await registerByApi(learner, server.baseURL);
    const mains = await subscriptionId('mains-test-series-2026');
    await grantInConsole(admin, learner.email, mains, server.baseURL);
    const { context, page, errors } = await openPage(browser, PHONE, { server: server.baseURL });
    await startLoggedIn(context, session);
    await page.goto(`/mains-tests/list/${libraryId(mains)}`);
    await page.getByRole('article', { name: TEST }).getByRole('button', { name: 'Discussion Video' }).click();
    const dialog = page.getByRole('dialog', { name: `Discussion: ${TEST}` });
    const video = dialog.locator('video');
    await video.waitFor();
    expect((await video.getAttribute('src')) ?? '').toMatch(new RegExp(`^/api/v1/media/videos/mains-${id}\\?grant=`));
    expect(await dialog.getByTestId('video-watermark').textContent()).toContain(learner.name);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction(
      () => (document.querySelector('[role=dialog] video') as HTMLVideoElement).currentTime > 1,
    );
    await shot(page, 'discussion-file-player-375', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    await apiAs(admin, `/v1/admin/mains-tests/${id}/discussion-file`, { method: 'DELETE' }, server.baseURL);
  });
});
