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
import { NO_VIDEO_LIBRARIES, VIDEO_LIBRARIES_LOAD_FAILED } from '../rules/messages';

/** 'Video Libraries' of a subscription. */
export function VideoLibrariesPage() {
  useDocumentTitle(pageTitle('Video Libraries'));
  const subscriptionId = useLibrarySubscription('/video-courses');
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title="Video Libraries"
      description="The lecture series of your course."
      back={{ to: '/video-courses', label: 'Back to Video Courses' }}
    >
      <VideoLibraries subscriptionId={subscriptionId} />
    </LibraryPage>
  );
}

function VideoLibraries({ subscriptionId }: { subscriptionId: number }) {
  // The same opaque id leads on to the videos: it already stands for this subscription.
  const { libraryId = '' } = useParams();
  const { data: libraries, isPending, isError, error, refetch } = useVideoLibraries(subscriptionId);
  if (isPending) return <LibraryGridSkeleton label="Loading video libraries" />;
  if (isError) {
    return (
      <SectionError message={listFailureMessage(error, VIDEO_LIBRARIES_LOAD_FAILED)} onRetry={() => void refetch()} />
    );
  }
  if (libraries.length === 0) return <EmptyLibrary message={NO_VIDEO_LIBRARIES} />;
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
