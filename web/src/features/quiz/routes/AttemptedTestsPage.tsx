import { CircleAlert, RotateCcw } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { translated } from '@/lib/translated';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { type AttemptedAnswer, useAttemptedTest } from '../api/get-attempted';
import { AttemptCard, RunningAttemptCard } from '../components/AttemptCard';
import { usePageLocation } from '@/lib/use-page-location';
import { attemptedFailure } from '../rules/failures';
import { formatMarks } from '../rules/format';
import {
  ATTEMPTED_PATH,
  positiveId,
  PRELIMS_TESTS_PATH,
  quizPath,
  reviewPath,
  testNavigationState,
} from '../rules/paths';

/**
 * /check-attempted-test?testId=...: the learner's attempts of one test, the running one first.
 * Without a session it sends them to log in; without a test, back to the prelims tests. The test
 * is read from the page's own address: a Review link leaves this page for the review while it
 * still animates out, and must not look like a visit without a test.
 */
export function AttemptedTestsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(pageTitle(t('results.attempted.title')));
  const { location, leaving } = usePageLocation(ATTEMPTED_PATH);
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const state = testNavigationState(location.state);
  const testId = positiveId(new URLSearchParams(location.search).get('testId') ?? state.testId);
  const attempted = useAttemptedTest(isLoggedIn ? testId : null);
  const { refetch } = attempted;
  const onTimeUp = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    if (leaving) return;
    // Fixed toast ids: one toast however often the effect runs.
    if (!isLoggedIn) {
      toast.error(t('results.attempted.loginToView'), { id: 'attempted-login' });
      void navigate('/login', { replace: true });
    } else if (testId === null) {
      toast.error(t('results.attempted.testInfoMissing'), { id: 'attempted-missing-test' });
      void navigate(PRELIMS_TESTS_PATH, { replace: true });
    }
  }, [leaving, isLoggedIn, testId, navigate, t]);

  useEffect(() => {
    if (attempted.isError) toast.error(t('results.attempted.loadFailedToast'), { id: 'attempted-failed' });
  }, [attempted.isError, t]);

  if (!isLoggedIn || testId === null) return null;

  return (
    <>
      <PageHeader
        title={t('results.attempted.title')}
        description={attempted.data ? translated(attempted.data.getTest, 'name', i18n.language) : state.testName}
      />
      <div className="container-page max-w-4xl py-8 sm:py-12">
        {attempted.isPending ? (
          <AttemptsSkeleton />
        ) : attempted.isError ? (
          <LoadFailed message={attemptedFailure(attempted.error, t)} onRetry={() => void attempted.refetch()} />
        ) : (
          <AttemptsContent data={attempted.data} onTimeUp={onTimeUp} />
        )}
      </div>
    </>
  );
}

function AttemptsContent({ data, onTimeUp }: { data: AttemptedAnswer; onTimeUp: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const { getTest: test, getAttemptedTest: attempts, openAttempt } = data;
  const facts = [
    { label: t('results.attempted.totalMarks'), value: formatMarks(test.total_marks, locale) },
    { label: t('results.attempted.duration'), value: formatNumber(test.duration, locale) },
    { label: t('results.attempted.yourAttempts'), value: formatNumber(data.totalAttemptsMadeByUser, locale) },
  ];
  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="attempted-test-name">
        <h2 id="attempted-test-name" className="font-display text-xl font-bold text-navy-900">
          {translated(test, 'name', i18n.language)}
        </h2>
        <dl className="mt-4 grid grid-cols-3 gap-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-900/5">
              <dt className="text-xs font-medium text-slate-500">{fact.label}</dt>
              <dd className="mt-0.5 text-lg font-bold text-navy-900 tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {openAttempt && (
        <RunningAttemptCard
          attempt={openAttempt}
          clockOffsetMs={data.clockOffsetMs}
          resumeHref={test.slug ? quizPath(test.slug) : null}
          onTimeUp={onTimeUp}
        />
      )}
      {attempts.length === 0 && !openAttempt ? (
        <p className="rounded-2xl bg-slate-50 px-6 py-10 text-center text-slate-600">
          {t('results.attempted.noAttempts')}
        </p>
      ) : (
        attempts.map((attempt) => (
          <AttemptCard
            key={attempt.id}
            attempt={attempt}
            reviewHref={test.slug ? reviewPath(test.slug, attempt.id) : null}
          />
        ))
      )}
    </div>
  );
}

/** The error view, with Try Again. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-8 text-center"
    >
      <CircleAlert className="size-6 text-rose-500" aria-hidden="true" />
      <p className="font-medium text-rose-800">{message}</p>
      <button type="button" onClick={onRetry} className="btn btn-outline text-sm">
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('results.attempted.tryAgain')}
      </button>
    </div>
  );
}

function AttemptsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('results.attempted.loading')} className="space-y-6">
      <Skeleton className="h-32" />
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
    </LoadingStatus>
  );
}
