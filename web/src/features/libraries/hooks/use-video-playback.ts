import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { getVideoPlayback } from '../api/get-video-playback';
import type { Video } from '../api/schemas';
import { drivePreviewUrl } from '../rules/drive-preview';
import { actionFailureMessage, saidBySessionExpiry } from '../rules/failure-message';
import { PLAY_WITHOUT_SUBSCRIPTION, PLAYBACK_FAILED, VIDEO_NOT_FOUND } from '../rules/messages';

export interface Playing {
  title: string;
  src: string;
}

function playbackFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return VIDEO_NOT_FOUND;
  // 403: the learner does not hold the video's subscription (it ended, or was never theirs).
  if (error instanceof ApiError && error.status === 403) return PLAY_WITHOUT_SUBSCRIPTION;
  return actionFailureMessage(error, PLAYBACK_FAILED);
}

/**
 * Play: asks the server for the video's player address (the subscriber check happens there),
 * then the caller shows it in the video dialog. Only a Drive preview address is ever framed.
 * Without the video's subscription (the server's 403) it says so.
 */
export function useVideoPlayback(subscriptionId: number) {
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);

  const play = async (video: Video) => {
    setLoadingId(video.id);
    try {
      const src = drivePreviewUrl(await getVideoPlayback(subscriptionId, video.id));
      if (src) setPlaying({ title: video.name, src });
      else toast.error(PLAYBACK_FAILED);
    } catch (error) {
      if (!saidBySessionExpiry(error)) toast.error(playbackFailureMessage(error));
    } finally {
      setLoadingId(null);
    }
  };

  return { play, playing, stop: () => setPlaying(null), loadingId };
}
