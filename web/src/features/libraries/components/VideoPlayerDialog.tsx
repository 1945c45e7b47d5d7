import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';
import { FileVideoPlayer } from './FileVideoPlayer';

interface VideoPlayerDialogProps {
  /** The video's name: the dialog's heading and the player frame's accessible name. */
  title: string;
  /** Drive's preview address (https://drive.google.com/file/d/<id>/preview), or the file's signed address. */
  src: string;
  /** A lecture's own file: the learner's line over the picture, and how to get a fresh address. */
  file?: { watermark: string; renew: () => Promise<string> };
  onClose: () => void;
}

/** A video in a 16:9 frame over the page; Escape or Close ends it. */
export function VideoPlayerDialog({ title, src, file, onClose }: VideoPlayerDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Modal labelledBy={headingId} onClose={onClose} panelClassName="max-w-4xl overflow-hidden">
      <div className="flex items-start justify-between gap-4 px-4 py-3 sm:px-6 sm:py-4">
        <h2 id={headingId} className="font-display text-base font-bold text-navy-900 sm:text-lg">
          {title}
        </h2>
        <CloseButton onClick={onClose} data-autofocus className="-mr-2" />
      </div>
      {file ? (
        <FileVideoPlayer title={title} src={src} watermark={file.watermark} renew={file.renew} />
      ) : (
        <div className="aspect-video w-full bg-navy-950">
          <iframe
            src={src}
            title={t('libraries.videos.player.frameTitle', { title })}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        </div>
      )}
    </Modal>
  );
}
