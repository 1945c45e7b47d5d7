import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { MESSAGES } from '../rules/messages';

/** /my-subscriptions, also where the payment page sends the learner back. */
export function MySubscriptionsPage() {
  const { t } = useTranslation();
  const title = t('catalog.mySubscriptions.title');
  useDocumentTitle(pageTitle(title));
  usePaymentReturn();
  usePurchaseSync();
  const { isLoggedIn } = useAuth();
  return (
    <>
      <PageHeader title={title} description={t('catalog.mySubscriptions.description')} />
      <div className="container-page py-8 sm:py-12">
        {isLoggedIn ? (
          <MySubscriptionsContent />
        ) : (
          <LoginRequiredNotice message={t('catalog.mySubscriptions.loginRequired')} />
        )}
      </div>
    </>
  );
}

function MySubscriptionsContent() {
  const { t } = useTranslation();
  const subscriptions = useMySubscriptions();

  if (subscriptions.isPending) return <TableSkeleton />;
  if (subscriptions.isError) {
    // A 401 has ended the session already: the login notice replaces this.
    if (subscriptions.error instanceof ApiError && subscriptions.error.status === 401) return null;
    return (
      <SectionError message={t(MESSAGES.mySubscriptionsLoadFailed)} onRetry={() => void subscriptions.refetch()} />
    );
  }
  if (subscriptions.data.length === 0) return <EmptyState message={t(MESSAGES.noActiveSubscriptions)} />;
  // Prelims test series may hold live mocks: their windows are on the learner's schedule.
  const holdsTests = subscriptions.data.some(
    (subscription) => !subscription.expired && subscription.libraries.some((library) => library.type === 'tests'),
  );
  return (
    <div className="space-y-4">
      {holdsTests && (
        <Link to="/schedule" className="btn btn-outline">
          <CalendarClock className="size-4" aria-hidden="true" />
          {t('schedule.fromSubscriptions')}
        </Link>
      )}
      <MySubscriptionsTable subscriptions={subscriptions.data} />
    </div>
  );
}

function TableSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('catalog.mySubscriptions.loading')} className="card space-y-4 p-6">
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
