import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSubscriptionLinks } from '../../api/subscription-links';
import { LibrariesPicker } from './LibrariesPicker';
import { TagsEditor } from './TagsEditor';

/** Below a saved subscription's form: the libraries it opens and its tags. */
export function SubscriptionLinks({ subscriptionId }: { subscriptionId: number }) {
  const links = useSubscriptionLinks(subscriptionId);
  if (links.isPending) {
    return (
      <LoadingStatus label="Loading libraries and tags" className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </LoadingStatus>
    );
  }
  if (links.isError) {
    return (
      <SectionError
        message={errorMessage(links.error, 'Could not load the libraries and tags.')}
        onRetry={() => void links.refetch()}
      />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <LibrariesPicker subscriptionId={subscriptionId} initial={links.data.libraryIds} />
      <TagsEditor subscriptionId={subscriptionId} initial={links.data.tags} />
    </div>
  );
}
