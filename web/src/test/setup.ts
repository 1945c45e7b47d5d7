import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components read their texts through react-i18next: the same instance as the app, in English.
import { i18n, learnerTextsReady } from '@/i18n';

// The learner's pages' texts, which their routes fetch before they render (app/router.tsx): tests
// render those pages' parts directly.
await learnerTextsReady();

// jsdom has no layout engine, so no media queries: report "no match" for every query, as a
// desktop browser without special preferences would for prefers-reduced-motion and the like.
if (typeof window.matchMedia !== 'function') {
  // The deprecated addListener/removeListener are left out: nothing here uses them.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
