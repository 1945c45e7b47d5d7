import { useState } from 'react';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { getVideoPlayback } from '../api/get-video-playback';
import type { Video } from '../api/schemas';
import { drivePreviewUrl } from '../rules/drive-preview';
import { actionFailureMessage, saidBySessionExpiry } from '../rules/failure-message';

/** What the video dialog shows: Drive's player in a frame, or the lecture's own file. */
export type Playing =
  | { kind: 'drive'; title: string; src: string }
  | { kind: 'file'; title: string; src: string; watermark: string; renew: () => Promise<string> };

export function playbackFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 404)
    return error.message || t('libraries.videos.playback.notFound');
  // 403: the learner does not hold the video's subscription (it ended, or was never theirs).
  if (error instanceof ApiError && error.status === 403) return t('libraries.videos.playback.noSubscription');
  return actionFailureMessage(error, t('libraries.videos.playback.failed'));
}

/**
 * Play: asks the server how the video plays (the subscriber check happens there), then the
 * caller shows it in the video dialog. Only a Drive preview address is ever framed; a lecture's
 * own file gets a way to ask for a fresh address when its short-lived one stops working.
 * Without the video's subscription (the server's 403) it says so.
 */
export function useVideoPlayback(subscriptionId: number) {
  const { t } = useTranslation();
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);

  const play = async (video: Video) => {
    setLoadingId(video.id);
    try {
      const playback = await getVideoPlayback(subscriptionId, video.id);
      if (playback.kind === 'file') {
        const renew = async () => {
          const next = await getVideoPlayback(subscriptionId, video.id);
          if (next.kind !== 'file') throw new Error('The video is no longer kept by the site.');
          return next.src;
        };
        setPlaying({ kind: 'file', title: video.name, src: playback.src, watermark: playback.watermark, renew });
        return;
      }
      const src = drivePreviewUrl(playback.link);
      if (src) setPlaying({ kind: 'drive', title: video.name, src });
      else toast.error(t('libraries.videos.playback.failed'));
    } catch (error) {
      if (!saidBySessionExpiry(error)) toast.error(playbackFailureMessage(error, t));
    } finally {
      setLoadingId(null);
    }
  };

  return { play, playing, stop: () => setPlaying(null), loadingId };
}
