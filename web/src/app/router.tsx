import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { HomePage } from '@/features/content';
import { learnerTextsReady } from '@/i18n';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { loginPathReturningTo } from '@/lib/auth/return-path';
import { markSessionExpired } from '@/lib/auth/session-expiry';
import { RootLayout } from './layout/RootLayout';
import { StandaloneLayout } from './layout/StandaloneLayout';
import { hyphenatedPath, legacyRoutePatterns } from './legacy-paths';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** Nothing on screen: what a route shows while its code and loader run on the first page load. */
function BlankPage() {
  return null;
}

/** A page loaded on first visit to its route, so the first load carries only the home page. */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A learner's own page: its code and its texts (a namespace of their own, i18n/resources.ts) are
 * fetched side by side, so a visitor's first load carries neither.
 */
function lazyLearnerPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): RouteObject['lazy'] {
  return lazyPage(async () => (await Promise.all([load(), learnerTextsReady()]))[0], pick);
}

/** A page that shows the not-found page itself when its address names no section. */
function withNotFound(Page: ComponentType<{ notFound: ReactNode }>): ComponentType {
  return function PageOrNotFound() {
    return <Page notFound={<NotFoundPage />} />;
  };
}

// A loader redirects before anything renders. (Requests carry no #fragment, so a hash in an old
// link is dropped; the path and query are kept.)
const redirectRoutes: RouteObject[] = legacyRoutePatterns.map((path) => ({
  path,
  loader: ({ request }) => {
    const url = new URL(request.url);
    return redirect(hyphenatedPath(url.pathname, url.search, url.hash) ?? '/');
  },
}));

// What a subscription opens (features/libraries). Paths more specific than the sections' own
// (/notes/:id and the like), so they win wherever both match.
const libraryRoutes: RouteObject[] = [
  {
    path: 'notes/library/:libraryId',
    lazy: lazyLearnerPage(
      () => import('@/features/libraries/routes/NotesLibraryPage'),
      (m) => m.NotesLibraryPage,
    ),
  },
  {
    path: 'prelims-tests/library/:libraryId',
    lazy: lazyLearnerPage(
      () => import('@/features/libraries/routes/PrelimsLibraryPage'),
      (m) => m.PrelimsLibraryPage,
    ),
  },
  {
    path: 'mains-tests/list/:libraryId',
    lazy: lazyLearnerPage(
      () => import('@/features/libraries/routes/MainsTestListPage'),
      (m) => m.MainsTestListPage,
    ),
  },
  {
    path: 'video-courses/library/:libraryId',
    lazy: lazyLearnerPage(
      () => import('@/features/libraries/routes/VideoLibrariesPage'),
      (m) => m.VideoLibrariesPage,
    ),
  },
  {
    path: 'video-courses/videos/:libraryId/:videoLibraryId',
    lazy: lazyLearnerPage(
      () => import('@/features/libraries/routes/VideosPage'),
      (m) => m.VideosPage,
    ),
  },
];

// The prelims test results (features/quiz): the review of an attempt, rankings, the live
// schedule, attempted tests.
const quizRoutes: RouteObject[] = [
  {
    path: 'quiz/:testSlug/review/:attemptId',
    lazy: lazyLearnerPage(
      () => import('@/features/quiz/routes/ReviewPage'),
      (m) => m.ReviewPage,
    ),
  },
  {
    // The end of staff's "Preview as a learner": the review it answered, nothing stored.
    path: 'quiz/:testSlug/preview/review',
    lazy: lazyLearnerPage(
      () => import('@/features/quiz/routes/PreviewReviewPage'),
      (m) => m.PreviewReviewPage,
    ),
  },
  {
    path: 'check-ranking',
    lazy: lazyLearnerPage(
      () => import('@/features/quiz/routes/RankingsPage'),
      (m) => m.RankingsPage,
    ),
  },
  {
    path: 'schedule',
    lazy: lazyLearnerPage(
      () => import('@/features/quiz/routes/SchedulePage'),
      (m) => m.SchedulePage,
    ),
  },
  {
    path: 'check-attempted-test',
    lazy: lazyLearnerPage(
      () => import('@/features/quiz/routes/AttemptedTestsPage'),
      (m) => m.AttemptedTestsPage,
    ),
  },
];

// The sections are data (GET /api/v1/modules/sections): one pair of routes serves them all, a
// section's list at /{section} and a subscription's details at /{section}/{id}, laid out as its
// library kind's pages. The fixed paths of pageRoutes are more specific, so they win where both
// match; an address that names no section shows the not-found page.
const sectionRoutes: RouteObject[] = [
  {
    path: ':section',
    lazy: lazyPage(
      () => import('@/features/catalog/routes/SectionListPage'),
      (m) => withNotFound(m.SectionListRoute),
    ),
  },
  {
    path: ':section/:id',
    lazy: lazyPage(
      () => import('@/features/catalog/routes/SubscriptionDetailsPage'),
      (m) => withNotFound(m.SectionDetailsRoute),
    ),
  },
];

const pageRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    // PCS details live at one fixed address (docs/product.md, "Old addresses"), not under the section's own.
    path: 'pcs_section_details',
    lazy: lazyPage(
      () => import('@/features/catalog/routes/SubscriptionDetailsPage'),
      (m) => withNotFound(m.PcsDetailsPage),
    ),
  },
  {
    path: 'optionals/:optionalId/:typeId',
    lazy: lazyPage(
      () => import('@/features/catalog/routes/OptionalCourseDetailsPage'),
      (m) => m.OptionalCourseDetailsPage,
    ),
  },
  {
    // docs/product.md, "Comparing courses".
    path: 'compare',
    lazy: lazyPage(
      () => import('@/features/catalog/routes/ComparePage'),
      (m) => m.ComparePage,
    ),
  },
  {
    path: 'my-subscriptions',
    lazy: lazyLearnerPage(
      () => import('@/features/catalog/routes/MySubscriptionsPage'),
      (m) => m.MySubscriptionsPage,
    ),
  },
  {
    path: 'profile',
    lazy: lazyPage(
      () => import('@/features/profile/routes/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'unsubscribe',
    lazy: lazyPage(
      () => import('@/features/notifications/routes/UnsubscribePage'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage(
      () => import('@/features/legal/routes/PrivacyPolicyPage'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-conditions',
    lazy: lazyPage(
      () => import('@/features/legal/routes/TermsPage'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'refund-policy',
    lazy: lazyPage(
      () => import('@/features/legal/routes/RefundPolicyPage'),
      (m) => m.RefundPolicyPage,
    ),
  },
  {
    path: 'login',
    lazy: lazyPage(
      () => import('@/features/auth/routes/LoginRoute'),
      (m) => m.LoginRoute,
    ),
  },
  ...libraryRoutes,
  ...quizRoutes,
  ...redirectRoutes,
  ...sectionRoutes,
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    // The page the reset e-mail links to stands outside the main layout.
    path: '/reset-password',
    ErrorBoundary: RouteErrorPage,
    // Opened from an e-mail, this is often the first page of a visit: nothing to show until its
    // code and token check are done (and React Router asks for an explicit fallback meanwhile).
    HydrateFallback: BlankPage,
    lazy: async () => {
      const { ResetPasswordPage, resetPasswordLoader } = await import('@/features/auth/routes/ResetPasswordPage');
      return { loader: resetPasswordLoader, Component: ResetPasswordPage };
    },
  },
  {
    // The test being taken (and its start page) fills the window without the site's header and
    // footer: nothing to wander off through mid-test. Reloads land here mid-test too, so it shows
    // nothing until its code is in (the page then shows its own loading state).
    path: '/quiz/:testSlug',
    Component: StandaloneLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BlankPage,
    children: [
      {
        // Staff's "Preview as a learner": the test screen with nothing recorded.
        path: 'preview',
        lazy: lazyLearnerPage(
          () => import('@/features/quiz/routes/PreviewPage'),
          (m) => m.PreviewPage,
        ),
      },
      {
        index: true,
        lazy: lazyLearnerPage(
          () => import('@/features/quiz/routes/QuizPage'),
          (m) => m.QuizPage,
        ),
      },
      {
        // The question paper to print: the paper alone, without the site around it.
        path: 'paper/:attemptId',
        lazy: lazyLearnerPage(
          () => import('@/features/quiz/routes/PaperPage'),
          (m) => m.PaperPage,
        ),
      },
    ],
  },
  {
    // The staff console (features/admin): its own layout and navigation, one chunk of its own
    // that learners never download. It gates itself by role (visitor, learner, evaluator, admin).
    path: '/admin',
    Component: StandaloneLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BlankPage,
    // One module for /admin itself (a splat alone misses it) and every path under it.
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('@/features/admin/routes/AdminApp'),
          (m) => m.AdminHome,
        ),
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import('@/features/admin/routes/AdminApp'),
          (m) => m.AdminApp,
        ),
      },
    ],
  },
  {
    path: '/',
    Component: RootLayout,
    // Outside the layout: only when the layout itself fails.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Inside the layout: a failing page keeps the header and footer around its error.
        ErrorBoundary: RouteErrorPage,
        children: pageRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // A 401 to a call made with a session ends it (in the API client). The layout's auth provider
  // then says once that the session expired and opens the sign-in dialog over the page, which
  // stays where it is; a page without one (the reset screen) goes to /login, which returns here
  // (docs/product.md, "Sessions and signing in").
  setUnauthorizedHandler(() => {
    if (markSessionExpired()) return;
    const { pathname, search, hash } = router.state.location;
    void router.navigate(loginPathReturningTo(`${pathname}${search}${hash}`));
  });
  return router;
}
