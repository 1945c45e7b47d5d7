import { AnnouncementBanner, PopoverAd } from '@/features/content';
import { AuthProvider } from '@/features/auth';
import { CourseEnquiryButton } from '@/features/catalog';
import { AnimatedOutlet } from './AnimatedOutlet';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

/** Header, announcement strip, the animated page, footer; the ad card and Course Enquiry float in the corners. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SkipLink />
      <Header />
      <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
        <AnnouncementBanner />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <AnimatedOutlet />
        </main>
        <Footer />
      </div>
      <PopoverAd />
      <CourseEnquiryButton />
    </AuthProvider>
  );
}
