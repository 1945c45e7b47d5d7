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
import { type Schedule, useSchedule } from '../api/get-schedule';
import { ScheduleCard } from '../components/ScheduleCard';
import { useRefetchAt } from '../hooks/use-refetch-at';

/**
 * /schedule: the live windows of the learner's subscriptions not yet closed, by opening
 * (docs/product.md, "Live tests"), each with a countdown, 'Add to calendar' and its start page.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const title = t('schedule.title');
  useDocumentTitle(pageTitle(title));
  const { isLoggedIn } = useAuth();
  return (
    <>
      <PageHeader title={title} description={t('schedule.description')} />
      <div className="container-page py-8 sm:py-12">
        {isLoggedIn ? <ScheduleContent /> : <LoginRequiredNotice message={t('schedule.loginRequired')} />}
      </div>
    </>
  );
}

function ScheduleContent() {
  const { t } = useTranslation();
  const schedule = useSchedule(true);
  if (schedule.isPending) return <ScheduleSkeleton />;
  if (schedule.isError) {
    // A 401 has ended the session already: the login notice replaces this.
    if (schedule.error instanceof ApiError && schedule.error.status === 401) return null;
    return <SectionError message={t('schedule.loadFailed')} onRetry={() => void schedule.refetch()} />;
  }
  if (schedule.data.tests.length === 0) return <EmptySchedule />;
  return <ScheduleList schedule={schedule.data} refetch={schedule.refetch} />;
}

function ScheduleList({ schedule, refetch }: { schedule: Schedule; refetch: () => unknown }) {
  const { t } = useTranslation();
  // A window that closes leaves the schedule: asked for again at the first close.
  const firstClose = schedule.tests.map((test) => test.closes_at).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  useRefetchAt(firstClose, refetch);
  return (
    <ul aria-label={t('schedule.listLabel')} className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {schedule.tests.map((test) => (
        <li key={test.id}>
          <ScheduleCard test={test} clockOffsetMs={schedule.clockOffsetMs} />
        </li>
      ))}
    </ul>
  );
}

function EmptySchedule() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <CalendarClock className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700">{t('schedule.empty')}</p>
      <p className="max-w-md text-sm text-slate-600">{t('schedule.emptyHint')}</p>
      <Link to="/my-subscriptions" className="btn btn-outline mt-2">
        {t('schedule.mySubscriptions')}
      </Link>
    </div>
  );
}

function ScheduleSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('schedule.loading')} className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="card space-y-3 p-6">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-40 rounded-full" />
        </div>
      ))}
    </LoadingStatus>
  );
}
