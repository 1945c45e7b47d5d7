import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AnnouncementBanner, loadPopoverAd } from '@/features/content';
import { AuthProvider } from '@/features/auth';
import { CourseEnquiryButton } from '@/features/catalog';
import { BrowserOnly } from '@/components/ui/BrowserOnly';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageOutlet } from './PageOutlet';
import { whenIdle } from '@/lib/when-idle';
import { SkipLink } from './SkipLink';

/**
 * On a phone the header is slimmer than on wider screens (3.5 rem instead of 4.5), so that with
 * the announcement strip an inner page's title still shows on the first screen of a small phone
 * (docs/decisions.md, "Web app"). Everything placed under the header reads the same variable.
 */
const PopoverAd = lazy(() =>
  whenIdle()
    .then(loadPopoverAd)
    .then((module) => ({ default: module.PopoverAd })),
);

const HEADER_HEIGHT = 'max-sm:[--header-height:3.5rem]';

/**
 * Away from the home page, a phone shows the announcement as one slim strip: its sentence in small
 * type on at most two lines beside "Learn More", without the megaphone. The home page and wider
 * screens keep the full strip. (The strip itself is features/content's AnnouncementBanner.)
 */
const SLIM_ANNOUNCEMENT = [
  'max-sm:[&_aside>div]:flex-nowrap max-sm:[&_aside>div]:justify-between max-sm:[&_aside>div]:py-1.5',
  'max-sm:[&_aside>div]:text-left max-sm:[&_aside>div>svg]:hidden',
  'max-sm:[&_aside_p]:line-clamp-2 max-sm:[&_aside_p]:min-w-0 max-sm:[&_aside_p]:flex-1 max-sm:[&_aside_p]:text-xs',
  'max-sm:[&_aside_a]:shrink-0',
].join(' ');

/** Header, announcement strip, the page, footer; the ad card and Course Enquiry float in the corners. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <div className={HEADER_HEIGHT}>
        <SkipLink />
        <Header />
        <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
          <div className={pathname === '/' ? undefined : SLIM_ANNOUNCEMENT}>
            <AnnouncementBanner />
          </div>
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            <PageOutlet />
          </main>
          <Footer />
        </div>
        <BrowserOnly>
          <Suspense fallback={null}>
            <PopoverAd />
          </Suspense>
        </BrowserOnly>
        <CourseEnquiryButton />
      </div>
    </AuthProvider>
  );
}
