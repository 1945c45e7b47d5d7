import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalPath, hyphenatedPath, underscorePath } from './legacy-paths';
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

describe('underscorePath', () => {
  it('gives the old sections the underscore form the header links with, and others their own path', () => {
    expect(underscorePath('/prelims-tests')).toBe('/prelims_tests');
    expect(underscorePath('/video-courses')).toBe('/video_courses');
    expect(underscorePath('/notes')).toBe('/notes');
    expect(underscorePath('/current-affairs')).toBe('/current-affairs');
    expect(underscorePath('/prelims-testsx')).toBe('/prelims-testsx');
  });
});

describe('section routes', () => {
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

  it('serve any section from its data, while the fixed pages keep their own routes', () => {
    expect(leaf('/csat')).toBe(':section');
    expect(leaf('/notes')).toBe(':section');
    expect(leaf('/csat/csat-2027')).toBe(':section/:id');
    expect(leaf('/notes/library/abc')).toBe('notes/library/:libraryId');
    expect(leaf('/optionals/3/9')).toBe('optionals/:optionalId/:typeId');
    expect(leaf('/pcs_section_details')).toBe('pcs_section_details');
    expect(leaf('/profile')).toBe('profile');
    expect(leaf('/prelims_tests')).toBe('/prelims_tests');
    expect(leaf('/a/b/c')).toBe('*');
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
