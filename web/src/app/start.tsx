import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentLanguage, interfaceTextsReady, prepareLanguage } from '@/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { getSessionToken } from '@/lib/session';
import { nextTask } from '@/lib/when-idle';
import { AppProviders } from './providers';
import { resolveMatchedRoutes } from './resolve-routes';
import { createAppRouter, routes } from './router';

/**
 * React DOM's synchronous render, for navigations that ask for one: what 'react-router/dom' adds to
 * React Router's RouterProvider, without that module's framework-mode code in the build.
 */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

/** Draws the app into #root, or takes over the page the server rendered there (src/main.tsx). */
export function startApp(root: HTMLElement): void {
  // A public page comes with its body rendered by the server, as a visitor sees it in English
  // (internal/pages). The app takes that markup over when it would draw the same: nobody signed in,
  // English. Otherwise it draws the page itself, and the server's markup stays on screen until then.
  const language = currentLanguage();
  const inEnglish = language === DEFAULT_LANGUAGE;
  const takeOver = root.firstElementChild !== null && inEnglish && getSessionToken() === null;

  // In another language the first paint waits for its texts (a chunk of their own) and its
  // script's face, fetched side by side, so the page does not re-flow when the face arrives (docs/product.md,
  // "Languages of the interface"). The page's own code is fetched meanwhile: taking over the
  // server's markup needs it in hand, and a page drawn by the app shows nothing until it is in.
  const ready = Promise.all([
    inEnglish ? interfaceTextsReady() : prepareLanguage(language),
    resolveMatchedRoutes(routes, window.location.pathname),
  ]);

  void ready.then(async () => {
    const router = createAppRouter();
    // The router's set-up (its routes ranked and the address matched) is a task of its own.
    await nextTask();
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} flushSync={flushRouterUpdate} />
        </AppProviders>
      </StrictMode>
    );
    // The first render (or the taking over) is a transition: React then works through the page in
    // slices of a few milliseconds, yielding to the browser between them, so a budget phone never
    // freezes for the whole page (Total Blocking Time, docs/performance.md).
    if (takeOver) {
      startTransition(() => {
        hydrateRoot(root, app);
      });
      return;
    }
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  });
}
