import { ArrowRight, CheckCircle2, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '@/components/ui/Carousel';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { SmartLink } from '@/components/ui/SmartLink';
import { useAuth } from '@/lib/auth/auth-context';
import { responsiveImage } from '@/lib/file-url';
import { translated } from '@/lib/translated';
import { startFreeTestHref } from '@/lib/test-paths';
import { useFreeTest } from '../api/get-free-test';
import { useHeroSlides } from '../api/get-hero-slides';
import type { HeroSlide } from '../api/schemas';
import { popularCourseHref } from '../rules/course-link';

const HERO_AUTOPLAY_MS = 2500;

/** The hero picture spans the page on a phone and about half the content width from 1024 px. */
const HERO_IMAGE_SIZES = '(min-width: 1280px) 640px, (min-width: 1024px) 52vw, 100vw';

/**
 * The tagline's last clause gets the accent colour: "Civil services preparation, *done right*",
 * "सिविल सेवा की तैयारी, *सही तरीके से*". Without a comma the whole line is plain.
 */
function splitTagline(tagline: string): [lead: string, accent: string] {
  const cut = tagline.lastIndexOf(', ');
  return cut === -1 ? [tagline, ''] : [tagline.slice(0, cut + 1), tagline.slice(cut + 2)];
}

const HIGHLIGHTS = [
  'content.hero.highlights.testSeries',
  'content.hero.highlights.answerWriting',
  'content.hero.highlights.notesAndVideos',
] as const;

function HeroSlideImage({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  const { i18n } = useTranslation();
  const image = (
    <img
      {...responsiveImage(slide.image, HERO_IMAGE_SIZES)}
      alt={translated(slide, 'title', i18n.language)}
      width={960}
      height={540}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      className="aspect-video w-full rounded-2xl object-cover"
    />
  );
  if (!slide.redirect_url) return image;
  return (
    <SmartLink to={slide.redirect_url} className="block rounded-2xl">
      {image}
    </SmartLink>
  );
}

function HeroCarousel() {
  const { t } = useTranslation();
  const { data: slides, isPending, isError, refetch } = useHeroSlides();

  if (isPending) {
    return (
      <LoadingStatus label={t('content.hero.loading')}>
        <Skeleton className="aspect-video w-full bg-white/15" />
      </LoadingStatus>
    );
  }
  if (isError) return <SectionError message={t('content.hero.error')} onRetry={() => void refetch()} />;
  if (slides.length === 0) return null;

  return (
    <div className="rounded-3xl bg-white/10 p-2 shadow-2xl ring-1 ring-white/15 sm:p-3">
      <Carousel
        label={t('content.hero.carouselLabel')}
        layout="single"
        items={slides}
        autoplayDelay={HERO_AUTOPLAY_MS}
        getKey={(slide) => slide.id}
        renderSlide={(slide, index) => <HeroSlideImage slide={slide} eager={index === 0} />}
      />
    </div>
  );
}

/**
 * "Take a free test": the first free subscription on sale that holds a prelims test
 * (docs/product.md, "Free courses"), so the button never promises a test that is not there. Its
 * place is kept while the answer comes, so the hero does not jump; without a free test, no button.
 * A signed-in learner goes on from the course's page to its first test's start page.
 */
function FreeTestLink() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const { data: freeTest, isPending } = useFreeTest();
  const className = 'btn btn-ghost-light px-6 py-3 text-base';
  if (isPending) {
    return (
      <span aria-hidden="true" className={`${className} invisible`}>
        <Timer className="size-4" />
        {t('content.hero.takeFreeTest')}
      </span>
    );
  }
  if (!freeTest) return null;
  return (
    <Link
      to={isLoggedIn ? startFreeTestHref(popularCourseHref(freeTest)) : popularCourseHref(freeTest)}
      className={className}
    >
      <Timer className="size-4" aria-hidden="true" />
      {t('content.hero.takeFreeTest')}
    </Link>
  );
}

/** The home page's opening: who we are, where to start, and the staff-managed highlights. */
export function HeroSection() {
  const { t } = useTranslation();
  const [taglineLead, taglineAccent] = splitTagline(t('common.brand.tagline'));
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(249_138_7/0.25),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(58_83_145/0.6),transparent_60%)]"
      />
      <div className="relative container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.15fr] lg:gap-14 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-saffron-200 ring-1 ring-white/15">
            {t('content.hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl"
          >
            {taglineLead}{' '}
            <span className="bg-gradient-to-r from-saffron-300 to-saffron-500 bg-clip-text text-transparent">
              {taglineAccent}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-navy-100">{t('content.hero.lead')}</p>
          <ul className="mt-6 space-y-2">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2 text-navy-50">
                <CheckCircle2 className="size-5 shrink-0 text-saffron-400" aria-hidden="true" />
                {t(highlight)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/prelims-tests" className="btn btn-primary px-6 py-3 text-base">
              {t('content.hero.exploreTestSeries')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/notes" className="btn btn-ghost-light px-6 py-3 text-base">
              {t('content.hero.browseNotes')}
            </Link>
            <FreeTestLink />
          </div>
        </div>
        <HeroCarousel />
      </div>
    </section>
  );
}
