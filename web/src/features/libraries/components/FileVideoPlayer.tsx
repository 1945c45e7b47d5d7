import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playbackFailureMessage } from '../hooks/use-video-playback';

/** Where the learner's line sits over the picture, in turn: it moves so that it cannot be cropped away. */
const MARK_PLACES = [
  'left-[6%] top-[8%]',
  'right-[6%] top-[30%]',
  'left-[10%] bottom-[26%]',
  'right-[8%] bottom-[12%]',
];
const MARK_MOVES_MS = 20_000;
/** A second failure this soon after asking for a new address is a real failure, not an expiry. */
const RENEWAL_GAP_MS = 10_000;

interface FileVideoPlayerProps {
  title: string;
  /** The signed address on this site (docs/product.md, "Videos"). */
  src: string;
  /** The learner's name, student id and masked contact details, shown over the picture. */
  watermark: string;
  /** Asks the server for a fresh address of the same video. */
  renew: () => Promise<string>;
}

/**
 * A lecture kept in the site's own store, in the browser's video player. Its address works for a
 * few minutes and only for this session: when a later range request fails (an expired address,
 * after a long pause or a seek), the player asks for a fresh one and goes on from the same
 * second. Full screen is the player's frame, not the bare video, so the learner's line stays
 * over the picture; no download, picture-in-picture or casting controls, which would show it
 * without the line.
 */
export function FileVideoPlayer({ title, src: firstSrc, watermark, renew }: FileVideoPlayerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState(firstSrc);
  const [failure, setFailure] = useState<string | null>(null);
  const [place, setPlace] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const wantsToPlay = useRef(true);
  const resumeAt = useRef<number | null>(null);
  const renewedAt = useRef(0);

  useEffect(() => {
    const timer = window.setInterval(() => setPlace((current) => (current + 1) % MARK_PLACES.length), MARK_MOVES_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const changed = () => setFullScreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  const onError = () => {
    const element = video.current;
    if (!element) return;
    if (Date.now() - renewedAt.current < RENEWAL_GAP_MS) {
      setFailure(t('libraries.videos.player.stopped'));
      return;
    }
    renewedAt.current = Date.now();
    resumeAt.current = element.currentTime;
    renew()
      .then((next) => {
        setFailure(null);
        setSrc(next);
      })
      .catch((error: unknown) => setFailure(playbackFailureMessage(error, t)));
  };

  const onLoadedMetadata = () => {
    const element = video.current;
    if (!element || resumeAt.current === null) return;
    element.currentTime = resumeAt.current;
    resumeAt.current = null;
    if (wantsToPlay.current) element.play().catch(() => undefined);
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };

  return (
    <div ref={frame} className="relative aspect-video w-full bg-navy-950 [&:fullscreen]:aspect-auto">
      <video
        ref={video}
        src={src}
        title={t('libraries.videos.player.frameTitle', { title })}
        className="size-full"
        controls
        autoPlay
        playsInline
        preload="metadata"
        controlsList="nodownload nofullscreen noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        onContextMenu={(event) => event.preventDefault()}
        onPlay={() => (wantsToPlay.current = true)}
        onPause={() => (wantsToPlay.current = false)}
        onError={onError}
        onLoadedMetadata={onLoadedMetadata}
      />
      <p
        aria-hidden="true"
        data-testid="video-watermark"
        className={`pointer-events-none absolute max-w-[80%] text-[11px] font-semibold text-white/55 transition-all duration-1000 select-none [text-shadow:0_1px_2px_rgb(0_0_0/70%)] sm:text-sm ${MARK_PLACES[place]}`}
      >
        {watermark}
      </p>
      <button
        type="button"
        onClick={toggleFullScreen}
        className="absolute top-2 right-2 rounded-full bg-navy-950/60 p-2 text-white hover:bg-navy-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        aria-label={fullScreen ? t('libraries.videos.player.exitFullScreen') : t('libraries.videos.player.fullScreen')}
        title={fullScreen ? t('libraries.videos.player.exitFullScreen') : t('libraries.videos.player.fullScreen')}
      >
        {fullScreen ? (
          <Minimize className="size-4" aria-hidden="true" />
        ) : (
          <Maximize className="size-4" aria-hidden="true" />
        )}
      </button>
      {failure && (
        <div
          role="alert"
          className="absolute inset-x-0 bottom-14 mx-auto w-fit max-w-[90%] rounded-lg bg-white px-4 py-2 text-sm text-rose-800 shadow"
        >
          {failure}
        </div>
      )}
    </div>
  );
}
