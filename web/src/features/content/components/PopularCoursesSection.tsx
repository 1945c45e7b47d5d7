import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { SectionError } from '@/components/ui/SectionError';
import { Skeleton } from '@/components/ui/Skeleton';
import { usePopularSubscriptions } from '../api/get-popular-subscriptions';
import { CourseCard } from './CourseCard';
import { CarouselSkeleton, HomeSection } from './HomeSection';

function CourseCardSkeleton() {
  return (
    <div className="card overflow-hidden">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-4 h-10 w-full rounded-full" />
      </div>
    </div>
  );
}

export function PopularCoursesSection() {
  const { t } = useTranslation();
  const { data: courses, isPending, isError, refetch } = usePopularSubscriptions();

  if (!isPending && !isError && courses.length === 0) return null;

  return (
    <HomeSection
      id="popular-courses"
      eyebrow={t('content.popularCourses.eyebrow')}
      title={t('content.popularCourses.title')}
      description={t('content.popularCourses.description')}
      tone="muted"
    >
      {isPending ? (
        <CarouselSkeleton label={t('content.popularCourses.loading')} renderCard={() => <CourseCardSkeleton />} />
      ) : isError ? (
        <SectionError message={t('content.popularCourses.error')} onRetry={() => void refetch()} />
      ) : (
        <Carousel
          label={t('content.popularCourses.title')}
          items={courses}
          getKey={(course) => course.id}
          renderSlide={(course) => (
            <div className="h-full py-2">
              <CourseCard course={course} />
            </div>
          )}
        />
      )}
    </HomeSection>
  );
}
