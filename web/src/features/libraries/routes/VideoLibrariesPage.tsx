import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVideoLibraries } from '../api/get-video-libraries';
import { LibraryPage } from '../components/LibraryPage';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { VideoLibraryCard } from '../components/VideoLibraryCard';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { listFailureMessage } from '../rules/failure-message';

/** 'Video Libraries' of a subscription. */
export function VideoLibrariesPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('libraries.videos.libraries.documentTitle')));
  const subscriptionId = useLibrarySubscription('/video-courses');
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title={t('libraries.videos.libraries.title')}
      description={t('libraries.videos.libraries.description')}
      back={{ to: '/video-courses', label: t('libraries.videos.libraries.back') }}
    >
      <VideoLibraries subscriptionId={subscriptionId} />
    </LibraryPage>
  );
}

function VideoLibraries({ subscriptionId }: { subscriptionId: number }) {
  // The same opaque id leads on to the videos: it already stands for this subscription.
  const { t } = useTranslation();
  const { libraryId = '' } = useParams();
  const { data: libraries, isPending, isError, error, refetch } = useVideoLibraries(subscriptionId);
  if (isPending) return <LibraryGridSkeleton label={t('libraries.videos.libraries.loading')} />;
  if (isError) {
    return (
      <SectionError
        message={listFailureMessage(error, t('libraries.videos.libraries.loadFailed'), t)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (libraries.length === 0) return <EmptyLibrary message={t('libraries.videos.libraries.empty')} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {libraries.map((library) => (
        <li key={library.videoLibraryId}>
          <VideoLibraryCard
            library={library}
            videosHref={`/video-courses/videos/${libraryId}/${library.videoLibraryId}`}
            subscribeHref={`/video-courses/${subscriptionId}`}
          />
        </li>
      ))}
    </ul>
  );
}
