import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { FreshDiscussion } from '../api/get-discussion';
import type { FilePlayback } from '../api/schemas';
import { drivePreviewUrl, isSiteVideoAddress } from '../rules/drive-preview';
import { actionFailureMessage, saidBySessionExpiry } from '../rules/failure-message';
import { VideoPlayerDialog } from './VideoPlayerDialog';

interface DiscussionVideoButtonProps {
  testName: string;
  /** The Drive link the test list carries, or null when there is none (yet). */
  link: string | null | undefined;
  /** The discussion kept by the site, as the list carries it: it plays instead of the link. */
  file?: FilePlayback;
  /** Asks for a fresh address of the kept discussion (the list's works for minutes only). */
  fresh: FreshDiscussion;
  describedBy?: string;
}

type Playing = { kind: 'drive'; src: string } | { kind: 'file'; src: string; watermark: string };

function onThisSite(playback: FilePlayback | undefined): playback is FilePlayback {
  return playback !== undefined && isSiteVideoAddress(playback.videoPlayBackUrl);
}

/**
 * 'Discussion Video': plays the test's discussion in the video dialog, from the site's own file
 * (with the learner's line over the picture, docs/product.md, "Videos") or in Drive's player.
 */
export function DiscussionVideoButton({ testName, link, file, fresh, describedBy }: DiscussionVideoButtonProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [asking, setAsking] = useState(false);

  const playFile = async () => {
    setAsking(true);
    try {
      const playback = await fresh();
      if (onThisSite(playback))
        setPlaying({ kind: 'file', src: playback.videoPlayBackUrl, watermark: playback.watermark });
      else toast.error(t('libraries.discussion.failed'));
    } catch (error) {
      if (!saidBySessionExpiry(error)) toast.error(actionFailureMessage(error, t('libraries.discussion.failed')));
    } finally {
      setAsking(false);
    }
  };

  const renew = async () => {
    const playback = await fresh();
    if (!onThisSite(playback)) throw new Error('The discussion is no longer kept by the site.');
    return playback.videoPlayBackUrl;
  };

  const onClick = () => {
    if (asking) return;
    if (file) {
      void playFile();
      return;
    }
    if (!link) {
      toast.error(t('libraries.discussion.unavailable'));
      return;
    }
    const preview = drivePreviewUrl(link);
    if (!preview) {
      toast.error(t('libraries.discussion.failed'));
      return;
    }
    setPlaying({ kind: 'drive', src: preview });
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-describedby={describedBy}
        aria-busy={asking || undefined}
        className="btn btn-outline aria-busy:cursor-wait"
      >
        <PlayCircle className="size-4" aria-hidden="true" />
        {t('libraries.discussion.button')}
      </button>
      {playing && (
        <VideoPlayerDialog
          title={t('libraries.discussion.dialogTitle', { name: testName })}
          src={playing.src}
          file={playing.kind === 'file' ? { watermark: playing.watermark, renew } : undefined}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
