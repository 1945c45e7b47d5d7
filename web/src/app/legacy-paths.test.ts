import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalPath, hyphenatedPath } from './legacy-paths';
import { routes } from './router';

describe('hyphenatedPath', () => {
  it.each([
    ['/prelims_tests', '/prelims-tests'],
    ['/prelims_tests/', '/prelims-tests/'],
    ['/prelims_tests/library/abc', '/prelims-tests/library/abc'],
    ['/mains_tests/list/xyz', '/mains-tests/list/xyz'],
    ['/video_courses/videos/1/2', '/video-courses/videos/1/2'],
    ['/my_subscriptions', '/my-subscriptions'],
  ])('%s -> %s', (from, to) => {
    expect(hyphenatedPath(from)).toBe(to);
  });

  it('keeps the query and hash', () => {
    expect(hyphenatedPath('/prelims_tests', '?type=GS%20Paper', '#top')).toBe('/prelims-tests?type=GS%20Paper#top');
  });

  it('leaves other paths alone', () => {
    expect(hyphenatedPath('/prelims-tests')).toBeNull();
    expect(hyphenatedPath('/prelims_testsX')).toBeNull();
    expect(hyphenatedPath('/notes')).toBeNull();
    expect(canonicalPath('/notes')).toBe('/notes');
    expect(canonicalPath('/video_courses')).toBe('/video-courses');
  });
});

describe('router redirects', () => {
  async function settledLocation(entry: string) {
    const router = createMemoryRouter(routes, { initialEntries: [entry] });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else {
        const unsubscribe = router.subscribe((state) => {
          if (state.initialized) {
            unsubscribe();
            resolve();
          }
        });
      }
    });
    const { pathname, search, hash } = router.state.location;
    router.dispose();
    return `${pathname}${search}${hash}`;
  }

  it.each([
    ['/prelims_tests', '/prelims-tests'],
    ['/prelims_tests/library/QWxwaGE?x=1', '/prelims-tests/library/QWxwaGE?x=1'],
    ['/mains_tests?type=Essay', '/mains-tests?type=Essay'],
    ['/video_courses/polity-course', '/video-courses/polity-course'],
    ['/my_subscriptions', '/my-subscriptions'],
  ])('%s lands on %s', async (from, to) => {
    expect(await settledLocation(from)).toBe(to);
  });
});
