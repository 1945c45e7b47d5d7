import { Play, Quote, RotateCw } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, responsiveImage } from '@/lib/file-url';
import { embedAddress, sanitizeVideoEmbed } from '@/lib/sanitize';
import type { Testimonial } from '../api/schemas';
import { videoSiteAnswers } from '../rules/video-site';

/** The facade, the site being asked, the player, or the video site out of reach. */
type PlayerState = 'facade' | 'asking' | 'playing' | 'unreachable';

/**
 * "AIR 12 · 2024": the rank and the exam year, whichever of them is known. A rank staff wrote out
 * in words ("AIR 14", "Rank 3 in UPPCS") is shown as written.
 */
export function testimonialCredential({ rank, year }: Pick<Testimonial, 'rank' | 'year'>, t: TFunction): string {
  const parts: string[] = [];
  if (rank.trim()) parts.push(/^\d+$/.test(rank) ? t('content.testimonials.allIndiaRank', { rank }) : rank);
  if (year.trim()) parts.push(year);
  return parts.join(' · ');
}

/**
 * A topper's video testimonial. Until the learner presses Play it is only their portrait and a
 * play button (a "facade"): a YouTube player costs about a megabyte of script and several
 * connections, times six cards, and shows nothing useful offline. Pressing Play mounts the
 * staff-provided embed, sanitised, set to start at once, once the video site has answered; when
 * it cannot be reached the card keeps its portrait and words and says so, with Try again
 * (docs/product.md, "Testimonials").
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const [player, setPlayer] = useState<PlayerState>('facade');
  const playing = player === 'playing';
  const playerRef = useRef<HTMLDivElement>(null);
  const embed = useMemo(
    () =>
      testimonial.youtubeUrl
        ? sanitizeVideoEmbed(testimonial.youtubeUrl, {
            title: t('content.testimonials.videoTitle', { name: testimonial.name }),
            autoplay: true,
          })
        : '',
    [testimonial.youtubeUrl, testimonial.name, t],
  );
  const credential = testimonialCredential(testimonial, t);
  const play = () => {
    const address = embedAddress(embed);
    if (!address) return;
    setPlayer('asking');
    void videoSiteAnswers(address).then((answers) => setPlayer(answers ? 'playing' : 'unreachable'));
  };

  // The play button is gone once pressed: focus moves into the player so the keyboard controls it.
  useEffect(() => {
    if (playing) playerRef.current?.querySelector('iframe')?.focus();
  }, [playing]);

  return (
    <figure className="card flex h-full flex-col overflow-hidden">
      <div className="relative aspect-video bg-navy-950">
        {playing && embed ? (
          <div
            ref={playerRef}
            className="absolute inset-0 [&_iframe]:size-full"
            dangerouslySetInnerHTML={{ __html: embed }}
          />
        ) : (
          <>
            {testimonial.image ? (
              <img
                {...responsiveImage(testimonial.image, CARD_IMAGE_SIZES)}
                alt=""
                width={320}
                height={320}
                loading="lazy"
                // Portraits are square: crop to the face, which sits in the upper part.
                className="absolute inset-0 size-full object-cover object-[50%_30%]"
              />
            ) : (
              <div className="absolute inset-0 grid place-items-center text-navy-700">
                <Quote className="size-16" aria-hidden="true" />
              </div>
            )}
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-t from-navy-950/70 via-navy-950/10 to-transparent"
            />
            {embed && player === 'unreachable' && (
              <div
                role="status"
                className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-navy-950/85 px-4 py-3 text-sm text-white"
              >
                <span>{t('content.testimonials.unreachable')}</span>
                <button
                  type="button"
                  onClick={play}
                  className="btn shrink-0 bg-white px-3 py-1.5 text-xs text-navy-950 hover:bg-slate-100"
                >
                  <RotateCw className="size-3.5" aria-hidden="true" />
                  {t('content.testimonials.retry')}
                </button>
              </div>
            )}
            {embed && player !== 'unreachable' && (
              <button
                type="button"
                onClick={play}
                disabled={player === 'asking'}
                aria-label={t('content.testimonials.play', { name: testimonial.name })}
                // The card clips what is outside it, so the focus outline is drawn inside the frame.
                className="group absolute inset-0 grid place-items-center focus-visible:outline-offset-[-6px]"
              >
                <span className="grid size-16 place-items-center rounded-full bg-saffron-500 text-navy-950 shadow-lg ring-4 ring-white/30 transition group-hover:scale-105 group-hover:bg-saffron-400 motion-reduce:transition-none">
                  <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
                </span>
              </button>
            )}
          </>
        )}
      </div>
      <figcaption className="p-5">
        <p className="font-semibold text-navy-900">{testimonial.name}</p>
        {credential && <p className="text-sm font-medium text-saffron-700">{credential}</p>}
      </figcaption>
    </figure>
  );
}
