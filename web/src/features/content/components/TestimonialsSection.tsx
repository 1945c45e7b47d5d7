import { Carousel } from '@/components/ui/Carousel';
import { SectionError } from '@/components/ui/SectionError';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialsFrame, TestimonialsSkeleton } from './TestimonialsSkeletonSection';

export function TestimonialsSection() {
  const { data: testimonials, isPending, isError, refetch } = useTestimonials();

  if (!isPending && !isError && testimonials.length === 0) return null;

  return (
    <TestimonialsFrame>
      {isPending ? (
        <TestimonialsSkeleton />
      ) : isError ? (
        <SectionError message="Failed to load testimonials" onRetry={() => void refetch()} />
      ) : (
        <Carousel
          label="Testimonials"
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
