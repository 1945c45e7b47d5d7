import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNearViewport } from '@/lib/use-near-viewport';
import { FaqSection } from '../components/FaqSection';
import { HeroSection } from '../components/HeroSection';
import { OfferingsSection } from '../components/OfferingsSection';
import { PopularCoursesSection } from '../components/PopularCoursesSection';
import { TestimonialsSkeletonSection } from '../components/TestimonialsSkeletonSection';
import { TopPerformersSection } from '../components/TopPerformersSection';

// Testimonials need the HTML sanitiser (DOMPurify, ~10 KB gzip); they sit far down the page, so
// their code and data load only as the reader scrolls near them (and a video player only when
// its Play button is pressed).
const TestimonialsSection = lazy(() =>
  import('../components/TestimonialsSection').then((module) => ({ default: module.TestimonialsSection })),
);

function DeferredTestimonials() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!near) {
    return (
      <div ref={ref}>
        <TestimonialsSkeletonSection />
      </div>
    );
  }
  return (
    <Suspense fallback={<TestimonialsSkeletonSection />}>
      <TestimonialsSection />
    </Suspense>
  );
}

/** The home page: its six sections, in a fixed order. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(undefined, t('common.brand.tagline')));
  return (
    <>
      <HeroSection />
      <PopularCoursesSection />
      <TopPerformersSection />
      <OfferingsSection />
      <DeferredTestimonials />
      <FaqSection />
    </>
  );
}
