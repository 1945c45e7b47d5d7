import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
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

/**
 * True once the page's first screen has been drawn: what lies below it is then built in a
 * transition, in slices that leave the browser free, so the opening shows as early as it can.
 */
function useFirstScreenDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => startTransition(() => setDrawn(true)));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return drawn;
}

/** The home page: its six sections, in a fixed order. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(undefined, t('common.brand.tagline')));
  const firstScreenDrawn = useFirstScreenDrawn();
  return (
    <>
      <HeroSection />
      {firstScreenDrawn ? (
        <>
          <PopularCoursesSection />
          <TopPerformersSection />
          <OfferingsSection />
          <DeferredTestimonials />
          <FaqSection />
        </>
      ) : (
        // Holds the footer below the first screen until the sections arrive, so nothing in
        // view moves.
        <div className="min-h-dvh" />
      )}
    </>
  );
}
