import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { selectActiveBanner } from '../src/features/content/rules/active-banner';
import { api, baseURL, DESKTOP, openPage, PHONE, screenshotDir } from './browser';
import { browser } from './shared-browser';

interface Named {
  id: number;
}
type Carousels = { carousels: (Named & { title: string; image: string })[] };
type PopularSubs = { popularSubs: (Named & { name: string; price: number })[] };
type TopPerformers = { topPerformers: (Named & { title: string; desktopImage: string; mobileImage: string })[] };
type Offerings = { ourOfferings: (Named & { title: string })[] };
type Testimonials = { carousels: (Named & { name: string; youtubeUrl: string })[] };
type Faqs = { faqs: (Named & { question: string; answer: string })[] };
type Banners = {
  banners: (Named & {
    content: string;
    is_active: number;
    start_date: string;
    end_date: string;
    redirect_url: string | null;
  })[];
};

/** Scrolls through the page so lazy sections and images load, then back to the top. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.locator('#testimonials [aria-roledescription="carousel"]').waitFor();
  // Lazy images that came into view have been requested; wait for them to arrive.
  await page.waitForLoadState('networkidle');
}

describe('home page', () => {
  it('shows every section with the data the API serves', async () => {
    const [carousels, popular, performers, offerings, testimonials, faqs, banners] = await Promise.all([
      api<Carousels>('/v1/dynamic-content/carousels'),
      api<PopularSubs>('/v1/dynamic-content/popular-subs'),
      api<TopPerformers>('/v1/dynamic-content/top-performers'),
      api<Offerings>('/v1/dynamic-content/our-offerings'),
      api<Testimonials>('/v1/dynamic-content/testimonials'),
      api<Faqs>('/v1/dynamic-content/faqs'),
      api<Banners>('/v1/dynamic-content/banners'),
    ]);
    for (const list of [carousels.carousels, popular.popularSubs, performers.topPerformers, offerings.ourOfferings]) {
      expect(list.length).toBeGreaterThan(0);
    }

    const { context, page, errors } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    // The sections, in their fixed order.
    await page.locator('#faq').waitFor();
    const order = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')));
    expect(order).toEqual(['hero-title', 'popular-courses', 'top-performers', 'offerings', 'testimonials', 'faq']);

    // Hero carousel: every slide's image, titled by the API.
    for (const slide of carousels.carousels) {
      const image = page.locator(`#main-content img[alt="${slide.title}"]`);
      await image.first().waitFor({ state: 'attached' });
      expect(await image.first().getAttribute('src')).toBe(`/files/${slide.image}`);
    }

    // Popular courses with their prices in rupees.
    const courses = page.locator('#popular-courses');
    for (const course of popular.popularSubs) {
      await courses.getByRole('heading', { name: course.name, exact: true }).waitFor({ state: 'attached' });
    }
    const first = popular.popularSubs[0];
    if (first) {
      const card = courses.locator('article', { has: page.getByRole('heading', { name: first.name, exact: true }) });
      expect(await card.textContent()).toContain(`₹${first.price.toLocaleString('en-IN')}`);
    }

    // Top performers: desktop images at 1280 px.
    for (const performer of performers.topPerformers) {
      const image = page.locator(`#top-performers img[alt="${performer.title}"]`);
      await image.waitFor({ state: 'attached' });
      expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname)).toBe(
        `/files/${performer.desktopImage}`,
      );
    }

    // Offerings.
    for (const offering of offerings.ourOfferings) {
      await page.locator('#offerings').getByText(offering.title, { exact: true }).waitFor();
    }

    // Testimonials load as the reader scrolls near them.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    for (const testimonial of testimonials.carousels) {
      await page.locator('#testimonials').getByText(testimonial.name, { exact: true }).waitFor({ state: 'attached' });
    }
    // A portrait and a play button per video; no player until one is pressed.
    const withVideo = testimonials.carousels.filter((testimonial) => testimonial.youtubeUrl);
    expect(withVideo.length).toBeGreaterThan(0);
    const playButtons = page.locator('#testimonials').getByRole('button', { name: /^Play .+'s testimonial$/ });
    expect(await playButtons.count()).toBe(withVideo.length);
    expect(await page.locator('#testimonials iframe').count()).toBe(0);
    const [firstVideo] = withVideo;
    if (firstVideo) {
      await page.getByRole('button', { name: `Play ${firstVideo.name}'s testimonial` }).click();
      const player = page.locator('#testimonials iframe');
      await player.waitFor({ state: 'attached' });
      expect(await player.count()).toBe(1);
      expect(new URL((await player.getAttribute('src')) ?? '').searchParams.get('autoplay')).toBe('1');
    }

    // FAQ: every question; one answer open at a time.
    const faq = page.locator('#faq');
    for (const entry of faqs.faqs) await faq.getByRole('button', { name: entry.question }).waitFor();
    const [q1, q2] = faqs.faqs;
    if (q1 && q2) {
      await faq.getByRole('button', { name: q1.question }).click();
      await faq.getByText(q1.answer).waitFor();
      await faq.getByRole('button', { name: q2.question }).click();
      await faq.getByText(q2.answer).waitFor();
      expect(await faq.getByText(q1.answer).isVisible()).toBe(false);
    }

    // The banner strip shows the banner the rule picks, if any.
    const expectedBanner = selectActiveBanner(banners.banners, new Date());
    const strip = page.getByRole('complementary', { name: 'Announcement' });
    if (expectedBanner) {
      expect(await strip.textContent()).toContain(expectedBanner.content);
      if (expectedBanner.redirect_url) await strip.getByRole('link', { name: 'Learn More' }).waitFor();
    } else {
      expect(await strip.count()).toBe(0);
    }

    expect(errors.filter((message) => /Content Security Policy|Refused to/i.test(message))).toEqual([]);
    await context.close();
  });

  it('shows the mobile top-performer images under 768 px', async () => {
    const performers = await api<TopPerformers>('/v1/dynamic-content/top-performers');
    const { context, page } = await openPage(browser, PHONE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const performer = performers.topPerformers[0];
    if (!performer) throw new Error('no top performers');
    const image = page.locator(`#top-performers img[alt="${performer.title}"]`);
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`#top-performers img[alt="${alt}"]`);
      return Boolean(img?.complete && img.currentSrc);
    }, performer.title);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      `/files/${performer.mobileImage}`,
    );
    await context.close();
  });

  it('saves full-page screenshots at 1280 and 375 px', async () => {
    for (const [name, viewport] of [
      ['home-1280', DESKTOP],
      ['home-375', PHONE],
    ] as const) {
      const { context, page } = await openPage(browser, viewport);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.locator('#faq [aria-expanded]').first().waitFor();
      await loadWholePage(page);
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
      await context.close();
    }
  });

  it('has no serious or critical accessibility violations (axe, WCAG 2 A/AA)', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('#faq [aria-expanded]').first().waitFor();
    await loadWholePage(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    expect(serious).toEqual([]);
    await context.close();
  });
});

describe('the app as sent', () => {
  it('sends each script of 1 KB or more in Brotli to a browser that takes it, decoding to the very same script', async () => {
    // The page names them for /boot.js to start (data-entry, data-chunks), after the first paint.
    const html = await (await fetch(`${baseURL}/`)).text();
    const scripts = [...html.matchAll(/(\/assets\/[^"\s]+\.js)[\s"]/gu)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const plain = await fetch(`${baseURL}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
      const brotli = await fetch(`${baseURL}${script}`, { headers: { 'Accept-Encoding': 'br' } });
      const body = await plain.text();
      // A few hundred bytes gain nothing from compression: the build leaves them as they are.
      expect(brotli.headers.get('content-encoding')).toBe(body.length >= 1024 ? 'br' : null);
      expect(await brotli.text()).toBe(body); // fetch decodes it
    }
  });
});
