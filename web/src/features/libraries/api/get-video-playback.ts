import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { isSiteVideoAddress } from '../rules/drive-preview';

const playbackAnswerSchema = z.object({
  videoPlayBackUrl: z.string().check(z.minLength(1)),
  kind: z.optional(z.enum(['file', 'drive'])),
  expiresAt: z.optional(z.string()),
  watermark: z.optional(z.string()),
});

/**
 * How a video plays (docs/product.md, "Videos"): a lecture kept in the site's own store plays
 * from a signed address on this site that works for minutes and only for this session, with the
 * learner's line shown over the picture; any other plays in Drive's preview player.
 */
export type Playback = { kind: 'drive'; link: string } | { kind: 'file'; src: string; watermark: string };

/**
 * The player address of a video. Asked for at the moment Play is pressed rather than cached: it
 * is the subscriber's check, and a file's address stops working after a few minutes (the player
 * asks again then).
 */
export async function getVideoPlayback(subscriptionId: number, videoId: number): Promise<Playback> {
  const answer = await apiGet('/v1/modules/videos/playback', playbackAnswerSchema, {
    query: { subscriptionId, videoId },
  });
  // Only an address of this site plays in the video element.
  if (answer.kind === 'file' && isSiteVideoAddress(answer.videoPlayBackUrl)) {
    return { kind: 'file', src: answer.videoPlayBackUrl, watermark: answer.watermark ?? '' };
  }
  return { kind: 'drive', link: answer.videoPlayBackUrl };
}
