import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const playbackAnswerSchema = z.object({ videoPlayBackUrl: z.string().check(z.minLength(1)) });

/**
 * The player address of a video (Drive's preview page). Asked for at the moment Play is
 * pressed rather than cached: it is the subscriber's check, and it is cheap.
 */
export async function getVideoPlayback(subscriptionId: number, videoId: number): Promise<string> {
  const answer = await apiGet('/v1/modules/videos/playback', playbackAnswerSchema, {
    query: { subscriptionId, videoId },
  });
  return answer.videoPlayBackUrl;
}
