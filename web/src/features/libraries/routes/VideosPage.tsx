import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVideoLibraries } from '../api/get-video-libraries';
import { useVideos } from '../api/get-videos';
import type { Video } from '../api/schemas';
import { FilteredByLanguage } from '../components/LanguageFilter';
import { LibraryPage } from '../components/LibraryPage';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { SignInWall } from '../components/SignInWall';
import { VideoCard } from '../components/VideoCard';
import { VideoPlayerDialog } from '../components/VideoPlayerDialog';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { useVideoPlayback } from '../hooks/use-video-playback';
import { listFailureMessage } from '../rules/failure-message';

/** A positive integer route parameter, or null. */
function positiveId(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The videos of one video library, with the play dialog and PDF downloads. */
export function VideosPage() {
  const subscriptionId = useLibrarySubscription('/video-courses');
  if (subscriptionId === null) return null;
  return <VideosOfLibrary subscriptionId={subscriptionId} />;
}

function VideosOfLibrary({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const { libraryId = '', videoLibraryId } = useParams();
  const videoLibrary = positiveId(videoLibraryId);
  // The library's name, when the libraries list is at hand (it usually is: the learner came from it).
  const { data: libraries } = useVideoLibraries(subscriptionId);
  const name = libraries?.find((library) => library.videoLibraryId === videoLibrary)?.videoLibrary_data.name;
  const title = name ?? t('libraries.videos.page.fallbackTitle');
  useDocumentTitle(pageTitle(title));
  const { isLoggedIn } = useAuth();
  return (
    <LibraryPage
      title={title}
      description={t('libraries.videos.page.description')}
      back={{ to: `/video-courses/library/${libraryId}`, label: t('libraries.videos.page.back') }}
    >
      {!isLoggedIn ? (
        // A visitor (or a learner whose session just expired) signs in here and stays here.
        <SignInWall message="libraries.common.loginToViewContent" toastId="login-to-view-videos" />
      ) : videoLibrary === null ? (
        <EmptyLibrary message={t('libraries.videos.page.empty')} />
      ) : (
        <VideoGrid subscriptionId={subscriptionId} videoLibraryId={videoLibrary} />
      )}
    </LibraryPage>
  );
}

/**
 * docs/product.md, "Who may open a library": the video list sends a learner (signed in) without
 * the subscription to the subscription's page. The list says so by marking every video unsubscribed.
 */
function useSendNonSubscribersAway(subscriptionId: number, videos: Video[] | undefined) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const locked = videos !== undefined && videos.length > 0 && videos.every((video) => !video.isSubscribed);
  useEffect(() => {
    if (!locked) return;
    toast.error(i18n.t('libraries.videos.page.notAccessible'), { id: 'videos-not-accessible' });
    void navigate(`/video-courses/${subscriptionId}`, { replace: true });
  }, [locked, subscriptionId, navigate, i18n]);
  return locked;
}

function VideoGrid({ subscriptionId, videoLibraryId }: { subscriptionId: number; videoLibraryId: number }) {
  const { t } = useTranslation();
  const { data: videos, isPending, isError, error, refetch } = useVideos(subscriptionId, videoLibraryId);
  const locked = useSendNonSubscribersAway(subscriptionId, videos);
  const { play, playing, stop, loadingId } = useVideoPlayback(subscriptionId);

  if (isPending || locked) return <LibraryGridSkeleton label={t('libraries.videos.page.loading')} />;
  if (isError) {
    return (
      <SectionError
        message={listFailureMessage(error, t('libraries.videos.page.loadFailed'), t)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (videos.length === 0) return <EmptyLibrary message={t('libraries.videos.page.empty')} />;
  return (
    <>
      <FilteredByLanguage items={videos}>
        {(shown) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} onPlay={(chosen) => void play(chosen)} loading={loadingId === video.id} />
              </li>
            ))}
          </ul>
        )}
      </FilteredByLanguage>
      {playing && (
        <VideoPlayerDialog
          title={playing.title}
          src={playing.src}
          file={playing.kind === 'file' ? { watermark: playing.watermark, renew: playing.renew } : undefined}
          onClose={stop}
        />
      )}
    </>
  );
}
