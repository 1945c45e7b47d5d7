import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPENING_SECTIONS, sectionsQueryOptions } from '@/config/section-categories';
import { i18n } from '@/i18n';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { freeTestQueryOptions } from '../api/get-free-test';
import { heroSlidesQueryOptions } from '../api/get-hero-slides';
import { popoverAdsQueryOptions } from '../api/get-popover-ads';
import { HeroSection } from './HeroSection';
import { PopoverAd } from './PopoverAd';

// The carousel's slides and the pop-over ad carry staff's titles in other languages (docs/
// product.md, "Languages of staff texts"): a learner reads their language's, else the English.

const slide = {
  id: 1,
  image: 'demo/carousel/hero-prelims-2027.jpg',
  title: 'UPSC Prelims Test Series 2027',
  redirect_url: '',
  translations: { mr: { title: 'यूपीएससी पूर्व परीक्षा टेस्ट सिरीज 2027' } },
};

const ad = {
  id: 1,
  image: 'demo/popover/popover-foundation-2027.jpg',
  title: 'GS Foundation 2027: admissions open',
  redirect_url: '/video_courses',
  translations: { hi: { title: 'जीएस फ़ाउंडेशन 2027: प्रवेश शुरू' } },
};

function seeded() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  queryClient.setQueryData(sectionsQueryOptions().queryKey, [...OPENING_SECTIONS]);
  queryClient.setQueryData(freeTestQueryOptions().queryKey, []);
  queryClient.setQueryData(heroSlidesQueryOptions().queryKey, [slide]);
  queryClient.setQueryData(popoverAdsQueryOptions().queryKey, [ad]);
  return queryClient;
}

/** jsdom has no layout, so none of the observers the carousel engine watches its slides with. */
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the home page's staff titles in the learner's language", () => {
  it("names a slide's picture in Marathi where staff wrote it, and in English in Hindi", async () => {
    vi.stubGlobal('IntersectionObserver', NoObserver);
    vi.stubGlobal('ResizeObserver', NoObserver);
    await act(() => i18n.changeLanguage('mr'));
    const { unmount } = renderWithRouter(<HeroSection />, { queryClient: seeded() });
    expect(await screen.findByRole('img', { name: 'यूपीएससी पूर्व परीक्षा टेस्ट सिरीज 2027' })).toBeInTheDocument();
    unmount();

    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<HeroSection />, { queryClient: seeded() });
    expect(await screen.findByRole('img', { name: 'UPSC Prelims Test Series 2027' })).toBeInTheDocument();
  });

  it("shows the pop-over ad's Hindi title on the card, its picture and its link", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<PopoverAd />, { queryClient: seeded() });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const card = screen.getByRole('complementary');
    expect(card).toHaveTextContent('जीएस फ़ाउंडेशन 2027: प्रवेश शुरू');
    expect(card).not.toHaveTextContent('admissions open');
    expect(screen.getByRole('img', { name: 'जीएस फ़ाउंडेशन 2027: प्रवेश शुरू' })).toBeInTheDocument();
  });
});
