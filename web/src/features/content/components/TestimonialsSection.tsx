import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { SectionError } from '@/components/ui/SectionError';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialsFrame, TestimonialsSkeleton } from './TestimonialsSkeletonSection';

export function TestimonialsSection() {
  const { t } = useTranslation();
  const { data: testimonials, isPending, isError, refetch } = useTestimonials();

  if (!isPending && !isError && testimonials.length === 0) return null;

  return (
    <TestimonialsFrame>
      {isPending ? (
        <TestimonialsSkeleton />
      ) : isError ? (
        <SectionError message={t('content.testimonials.error')} onRetry={() => void refetch()} />
      ) : (
        <Carousel
          label={t('content.testimonials.carouselLabel')}
          items={testimonials}
          getKey={(testimonial) => testimonial.id}
          renderSlide={(testimonial) => (
            <div className="h-full py-2">
              <TestimonialCard testimonial={testimonial} />
            </div>
          )}
        />
      )}
    </TestimonialsFrame>
  );
}
