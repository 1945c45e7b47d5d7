import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';
import { CarouselSkeleton, HomeSection } from './HomeSection';

/** The testimonials section's frame, shared by the loaded section and its lazy-load fallback. */
export function TestimonialsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="testimonials"
      eyebrow={t('content.testimonials.eyebrow')}
      title={t('content.testimonials.title')}
      description={t('content.testimonials.description')}
      tone="dark"
    >
      {children}
    </HomeSection>
  );
}

function TestimonialCardSkeleton() {
  return (
    <div className="card overflow-hidden">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-2 p-5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}

export function TestimonialsSkeleton() {
  const { t } = useTranslation();
  return <CarouselSkeleton label={t('content.testimonials.loading')} renderCard={() => <TestimonialCardSkeleton />} />;
}

/** Shown while the testimonials chunk itself loads. */
export function TestimonialsSkeletonSection() {
  return (
    <TestimonialsFrame>
      <TestimonialsSkeleton />
    </TestimonialsFrame>
  );
}
