import { ArrowRight, Clapperboard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import type { VideoLibrary } from '../api/schemas';
import { SubscribeLink } from './SubscribeLink';

interface VideoLibraryCardProps {
  library: VideoLibrary;
  /** The videos page of this library. */
  videosHref: string;
  subscribeHref: string;
}

/** One video library of a subscription: its name, description, video count and a way in. */
export function VideoLibraryCard({ library, videosHref, subscribeHref }: VideoLibraryCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { name, description } = library.videoLibrary_data;
  const count = library.videoCount;
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col p-5 sm:p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-navy-900 text-saffron-300">
        <Clapperboard className="size-5" aria-hidden="true" />
      </span>
      <h2 id={headingId} className="mt-4 text-lg leading-snug font-semibold text-navy-900">
        {name}
      </h2>
      {count !== undefined && (
        <p className="mt-1 text-sm font-medium text-saffron-700">
          {t('libraries.videos.libraryCard.count', { count })}
        </p>
      )}
      <RichText html={description} className="mt-3 text-sm text-slate-600" />
      <div className="mt-auto pt-5">
        {library.isSubscribed ? (
          <Link to={videosHref} aria-describedby={headingId} className="btn btn-navy">
            {t('libraries.videos.libraryCard.watch')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <SubscribeLink to={subscribeHref} describedBy={headingId} />
        )}
      </div>
    </article>
  );
}
