import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type Key, type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { prefersReducedMotion } from '@/lib/motion-preference';

/**
 * The carousel rules in one component:
 * - "multi": 3 slides visible, 2 under 1024 px, 1 under 640 px where the arrows are hidden
 *   (swipe instead), autoplay every 2500 ms, infinite loop;
 * - "single": one slide at a time (hero, top performers) with its own delay.
 * Autoplay pauses while the pointer is over the carousel or focus is inside it (WCAG 2.2.2),
 * and never starts for users who prefer reduced motion.
 */
export type CarouselLayout = 'multi' | 'single';

async function loadCarouselEngine() {
  const [core, autoplay] = await Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
  return { EmblaCarousel: core.default, Autoplay: autoplay.default };
}

export const MULTI_SLIDE_AUTOPLAY_MS = 2500;

// Embla measures speed in its own units (about 20-60), not milliseconds: 35 gives a
// slide of roughly 600 ms.
const SCROLL_DURATION = 35;

const slideBasis: Record<CarouselLayout, string> = {
  multi: 'basis-full sm:basis-1/2 lg:basis-1/3',
  single: 'basis-full',
};

interface CarouselProps<T> {
  /** Accessible name of the carousel region, in the interface's language, e.g. "Popular courses". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderSlide: (item: T, index: number) => ReactNode;
  layout?: CarouselLayout;
  autoplayDelay?: number;
}

type PauseReason = 'hover' | 'focus';

export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  layout = 'multi',
  autoplayDelay = MULTI_SLIDE_AUTOPLAY_MS,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [autoplayEnabled] = useState(() => !prefersReducedMotion());
  // The slides are drawn at once, as they sit before the first scroll; the engine that scrolls
  // them (Embla and its autoplay) is a chunk of its own, fetched when a carousel first mounts,
  // so the first load of a page does not carry it (docs/performance.md).
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let unmounted = false;
    void loadCarouselEngine().then(({ EmblaCarousel, Autoplay }) => {
      if (unmounted) return;
      api = EmblaCarousel(viewport, { loop: true, align: 'start', duration: SCROLL_DURATION }, [
        Autoplay({
          delay: autoplayDelay,
          playOnInit: autoplayEnabled,
          // Hover and focus pauses are handled below, for the arrows as well as the slides.
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        }),
      ]);
      // A transition: the carousel then re-renders in slices a budget phone can answer a tap
      // between (an update from here is otherwise rendered in one go: Total Blocking Time).
      startTransition(() => setEmblaApi(api));
    });
    return () => {
      unmounted = true;
      api?.destroy();
    };
  }, [viewport, autoplayDelay, autoplayEnabled]);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canScroll, setCanScroll] = useState(false);
  const pauseReasons = useRef(new Set<PauseReason>());

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSelectedIndex(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
      setCanScroll(emblaApi.canScrollNext() || emblaApi.canScrollPrev());
    };
    startTransition(sync);
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi]);

  const pause = useCallback(
    (reason: PauseReason) => {
      pauseReasons.current.add(reason);
      emblaApi?.plugins().autoplay.stop();
    },
    [emblaApi],
  );

  const resume = useCallback(
    (reason: PauseReason) => {
      pauseReasons.current.delete(reason);
      if (autoplayEnabled && pauseReasons.current.size === 0) emblaApi?.plugins().autoplay.play();
    },
    [emblaApi, autoplayEnabled],
  );

  const scrollPrev = () => emblaApi?.scrollPrev();
  const scrollNext = () => emblaApi?.scrollNext();
  const showControls = canScroll && snapCount > 1;
  // Until the engine is in, the controls' row keeps its place unseen, so nothing under the
  // carousel moves when it appears.
  const controlsPending = !emblaApi && items.length > 1;
  // The slides do not change when the carousel scrolls or its engine arrives: React skips them
  // then, and re-renders only the dots and arrows.
  const slides = useMemo(
    () =>
      items.map((item, index) => (
        <div
          key={getKey(item)}
          role="group"
          aria-roledescription={t('layout.carousel.slideRoleDescription')}
          aria-label={t('layout.carousel.slide', {
            index: formatNumber(index + 1, locale),
            total: formatNumber(items.length, locale),
          })}
          className={`min-w-0 shrink-0 grow-0 pl-4 sm:pl-6 ${slideBasis[layout]}`}
        >
          {renderSlide(item, index)}
        </div>
      )),
    [items, getKey, renderSlide, layout, t, locale],
  );

  return (
    <div
      role="region"
      aria-roledescription={t('layout.carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => pause('hover')}
      onMouseLeave={() => resume('hover')}
      onFocus={() => pause('focus')}
      onBlur={(event) => {
        // Only when focus leaves the whole carousel, not when it moves between its parts.
        if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
      }}
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="-ml-4 flex touch-pan-y sm:-ml-6">{slides}</div>
        </div>

        {/* Several cards: arrows just outside the edges, hidden on phones (swipe instead). */}
        {showControls && layout === 'multi' && (
          <>
            <ArrowButton
              direction="previous"
              label={label}
              onClick={scrollPrev}
              className="absolute top-1/2 -left-5 hidden -translate-y-1/2 sm:flex"
            />
            <ArrowButton
              direction="next"
              label={label}
              onClick={scrollNext}
              className="absolute top-1/2 -right-5 hidden -translate-y-1/2 sm:flex"
            />
          </>
        )}
      </div>

      {(showControls || controlsPending) && (
        <div
          aria-hidden={showControls ? undefined : true}
          className={`mt-5 flex items-center justify-center gap-3 ${showControls ? '' : 'invisible'}`}
        >
          {/* One wide slide: arrows beside the dots, so they never cover the picture. */}
          {layout === 'single' && (
            <ArrowButton direction="previous" label={label} onClick={scrollPrev} className="flex" />
          )}
          <div className="flex gap-1">
            {Array.from({ length: showControls ? snapCount : items.length }, (_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => emblaApi?.scrollTo(index)}
                aria-label={t('layout.carousel.goToSlide', {
                  index: formatNumber(index + 1, locale),
                  total: formatNumber(snapCount, locale),
                })}
                aria-current={index === selectedIndex ? 'true' : undefined}
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    index === selectedIndex ? 'w-6 bg-saffron-500' : 'w-2 bg-slate-300 group-hover:bg-slate-400'
                  }`}
                />
              </button>
            ))}
          </div>
          {layout === 'single' && <ArrowButton direction="next" label={label} onClick={scrollNext} className="flex" />}
        </div>
      )}
    </div>
  );
}

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  className: string;
}

function ArrowButton({ direction, label, onClick, className }: ArrowButtonProps) {
  const { t } = useTranslation();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={
        direction === 'previous' ? t('layout.carousel.previous', { label }) : t('layout.carousel.next', { label })
      }
      className={`carousel-arrow ${className}`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
