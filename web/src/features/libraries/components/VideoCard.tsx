import { Clock, FileText, Play } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/RichText';
import { fileUrl } from '@/lib/file-url';
import type { Video } from '../api/schemas';
import { formatVideoDuration } from '../rules/format';
import { DownloadButton } from './DownloadButton';
import { LanguageBadge } from './LanguageBadge';

interface VideoCardProps {
  video: Video;
  onPlay: (video: Video) => void;
  /** The video whose playback address is being fetched: its Play button shows it is busy. */
  loading: boolean;
}

/** One video of a library: poster, name, description, length, Play and its PDF. */
export function VideoCard({ video, onPlay, loading }: VideoCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const poster = video.posters[0]?.posterUrl;
  const duration = formatVideoDuration(video.durationSeconds, t);
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col overflow-hidden">
      <div className="relative aspect-video bg-navy-950">
        {poster && (
          <img
            src={fileUrl(poster)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-navy-950/60 to-transparent" />
        {/* The poster plays too, for the pointer; keyboards and screen readers use the Play button. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => {
            if (!loading) onPlay(video);
          }}
          className="absolute inset-0 cursor-pointer"
        />
        {duration && (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-navy-950/80 px-2.5 py-1 text-xs font-semibold text-white">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('libraries.videos.card.duration', { duration })}</span>
            <span aria-hidden="true">{duration}</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <LanguageBadge languages={video.languages} />
        </div>
        <h2 id={headingId} className="mt-3 text-lg leading-snug font-semibold text-navy-900">
          {video.name}
        </h2>
        <RichText html={video.description} className="mt-2 text-sm text-slate-600" />
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <button
            type="button"
            onClick={() => {
              if (!loading) onPlay(video);
            }}
            // Not `disabled`: the button keeps the focus, so the player dialog hands it back here.
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            aria-describedby={headingId}
            className="btn btn-primary aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            <Play className="size-4 fill-current" aria-hidden="true" />
            {loading ? t('libraries.videos.card.loading') : t('libraries.videos.card.play')}
          </button>
          {video.pdfAttachment ? (
            <DownloadButton
              filePath={video.pdfAttachment.file_path}
              itemName={video.name}
              kind="video"
              label={t('libraries.files.pdf')}
              describedBy={headingId}
            />
          ) : (
            <button
              type="button"
              onClick={() => toast.error(t('libraries.videos.card.noPdf'))}
              aria-describedby={headingId}
              className="btn btn-outline"
            >
              <FileText className="size-4" aria-hidden="true" />
              {t('libraries.files.pdf')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
