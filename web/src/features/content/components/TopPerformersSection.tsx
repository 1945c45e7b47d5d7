import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/Carousel';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { MOBILE_MAX_WIDTH_QUERY } from '@/lib/breakpoints';
import { fileUrl, responsiveImage } from '@/lib/file-url';
import { useTopPerformers } from '../api/get-top-performers';
import type { TopPerformer } from '../api/schemas';
import { HomeSection } from './HomeSection';

const TOP_PERFORMERS_AUTOPLAY_MS = 4000;

/**
 * The mobile image under 768 px, the desktop one otherwise. A <picture> lets the
 * browser pick (and download only that one), also when the window is resized.
 */
function TopPerformerSlide({ performer, eager }: { performer: TopPerformer; eager: boolean }) {
  return (
    <picture>
      <source
        media={MOBILE_MAX_WIDTH_QUERY}
        srcSet={responsiveImage(performer.mobileImage, '100vw').srcSet ?? fileUrl(performer.mobileImage)}
        sizes="100vw"
        width={750}
        height={900}
      />
      <img
        {...responsiveImage(performer.desktopImage, '(min-width: 1280px) 1216px, 100vw')}
        alt={performer.title}
        width={1600}
        height={500}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[5/6] w-full rounded-2xl object-cover md:aspect-[16/5]"
      />
    </picture>
  );
}

export function TopPerformersSection() {
  const { t } = useTranslation();
  const { data: performers, isPending, isError, refetch } = useTopPerformers();

  if (!isPending && !isError && performers.length === 0) return null;

  return (
    <HomeSection
      id="top-performers"
      eyebrow={t('content.topPerformers.eyebrow')}
      title={t('content.topPerformers.title')}
      description={t('content.topPerformers.description')}
    >
      {isPending ? (
        <LoadingStatus label={t('content.topPerformers.loading')}>
          <Skeleton className="aspect-[5/6] w-full md:aspect-[16/5]" />
        </LoadingStatus>
      ) : isError ? (
        <SectionError message={t('content.topPerformers.error')} onRetry={() => void refetch()} />
      ) : (
        <Carousel
          label={t('content.topPerformers.carouselLabel')}
          layout="single"
          items={performers}
          autoplayDelay={TOP_PERFORMERS_AUTOPLAY_MS}
          getKey={(performer) => performer.id}
          renderSlide={(performer, index) => <TopPerformerSlide performer={performer} eager={index === 0} />}
        />
      )}
    </HomeSection>
  );
}
