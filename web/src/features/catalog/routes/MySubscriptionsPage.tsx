import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { EmptyState } from '../components/EmptyState';
import { MySubscriptionsTable } from '../components/MySubscriptionsTable';
import { usePaymentReturn } from '../components/use-payment-return';
import { usePurchaseSync } from '../components/use-purchase-sync';
import { MY_SUBSCRIPTIONS_LOAD_FAILED, NO_ACTIVE_SUBSCRIPTIONS } from '../rules/messages';

const TITLE = 'My Subscriptions';

/** /my-subscriptions, also where the payment page sends the learner back. */
export function MySubscriptionsPage() {
  useDocumentTitle(pageTitle(TITLE));
  usePaymentReturn();
  usePurchaseSync();
  const { isLoggedIn } = useAuth();
  return (
    <>
      <PageHeader title={TITLE} description="Everything you have access to, one click from its library." />
      <div className="container-page py-8 sm:py-12">
        {isLoggedIn ? (
          <MySubscriptionsContent />
        ) : (
          <LoginRequiredNotice message="Please log in to view your subscriptions." />
        )}
      </div>
    </>
  );
}

function MySubscriptionsContent() {
  const subscriptions = useMySubscriptions();

  if (subscriptions.isPending) return <TableSkeleton />;
  if (subscriptions.isError) {
    // A 401 has ended the session already: the login notice replaces this.
    if (subscriptions.error instanceof ApiError && subscriptions.error.status === 401) return null;
    return <SectionError message={MY_SUBSCRIPTIONS_LOAD_FAILED} onRetry={() => void subscriptions.refetch()} />;
  }
  if (subscriptions.data.length === 0) return <EmptyState message={NO_ACTIVE_SUBSCRIPTIONS} />;
  return <MySubscriptionsTable subscriptions={subscriptions.data} />;
}

function TableSkeleton() {
  return (
    <LoadingStatus label="Loading your subscriptions" className="card space-y-4 p-6">
      <Skeleton className="h-4 w-1/3" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-4">
          <Skeleton className="h-5 w-2/5" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-9 w-36 rounded-full" />
        </div>
      ))}
    </LoadingStatus>
  );
}
