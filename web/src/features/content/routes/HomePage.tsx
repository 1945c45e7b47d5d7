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

/** What lies below the first screen, in page order. */
const SECTIONS_BELOW = [
  PopularCoursesSection,
  TopPerformersSection,
  OfferingsSection,
  DeferredTestimonials,
  FaqSection,
];

/**
 * How many of the sections below the first screen to draw: none until that screen has been drawn,
 * then one more each frame, each built in a transition. Added all at once, their commit and the
 * page's layout were one task of about 190 ms on a budget phone (docs/performance.md).
 */
function useSectionsDrawn(): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= SECTIONS_BELOW.length) return;
    const frame = window.requestAnimationFrame(() => {
      startTransition(() => setDrawn((count) => count + 1));
    });
    return () => window.cancelAnimationFrame(frame);
  }, [drawn]);
  return drawn;
}

/** The home page: its six sections, in a fixed order. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(undefined, t('common.brand.tagline')));
  const drawn = useSectionsDrawn();
  return (
    <>
      <HeroSection />
      {SECTIONS_BELOW.slice(0, drawn).map((Section, place) => (
        // Sections are only ever added at the end, so the place is a stable key.
        <Section key={place} />
      ))}
      {drawn < SECTIONS_BELOW.length && (
        // Holds the footer below the first screen until the sections arrive, so nothing in
        // view moves.
        <div className="min-h-dvh" />
      )}
    </>
  );
}
