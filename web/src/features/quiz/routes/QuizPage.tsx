import type { TFunction } from 'i18next';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { inLanguage } from '@/lib/translated';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NoTestsAvailable, useTestBySlug } from '../api/get-test';
import { LoadingTest } from '../components/LoadingTest';
import { QuizFrame } from '../components/QuizFrame';
import { RunningTest } from '../components/RunningTest';
import { StartPage } from '../components/StartPage';
import { isRunningState, PRELIMS_TESTS_PATH } from '../rules/paths';

/**
 * /quiz/{testSlug}: the start page, and the running test as the same
 * address with a history state (see paths.ts), outside the site layout.
 */
export function QuizPage() {
  const { t, i18n } = useTranslation();
  const { testSlug = '' } = useParams();
  const location = useLocation();
  const { isLoggedIn } = useAuth();
  const running = isRunningState(location.state);
  const testQuery = useTestBySlug(testSlug, isLoggedIn);
  // The test's name and description in the learner's language where staff wrote them, for the
  // start page and the running test's header alike (docs/product.md, "Languages of staff texts").
  const test = useMemo(
    () => testQuery.data && inLanguage(testQuery.data, i18n.language),
    [testQuery.data, i18n.language],
  );
  useDocumentTitle(pageTitle(test?.name || t('quiz.page.titleFallback')));

  if (!isLoggedIn) {
    return (
      <QuizFrame>
        <LoginRequiredNotice message={t('quiz.messages.loginToViewTests')} />
      </QuizFrame>
    );
  }
  if (testQuery.isPending) return running ? <LoadingTest /> : <StartPageSkeleton />;
  if (testQuery.isError || !test) {
    return (
      <QuizFrame>
        <TestUnavailable error={testQuery.error} onRetry={() => void testQuery.refetch()} />
      </QuizFrame>
    );
  }
  if (running) return <RunningTest key={test.id} test={test} />;
  return (
    <QuizFrame>
      <StartPage key={test.id} test={test} clockOffsetMs={test.clockOffsetMs} />
    </QuizFrame>
  );
}

/**
 * 404 and 403 carry the server's own words (test not found; subscribe to access); an answer without
 * a test, and other failures, our fixed texts.
 */
function failureText(error: unknown, t: TFunction): { message: string; retry: boolean } {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return { message: errorMessage(error, t('quiz.messages.testDetailsFailed')), retry: false };
  if (error instanceof NoTestsAvailable || error === null)
    return { message: t('quiz.messages.noTestsAvailable'), retry: true };
  return { message: t('quiz.messages.testDetailsFailed'), retry: true };
}

function TestUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { message, retry } = failureText(error, t);
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <SectionError message={message} onRetry={retry ? onRetry : undefined} />
      <Link to={PRELIMS_TESTS_PATH} className="btn btn-outline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('quiz.page.browsePrelims')}
      </Link>
    </div>
  );
}

function StartPageSkeleton() {
  const { t } = useTranslation();
  return (
    <QuizFrame>
      <LoadingStatus label={t('quiz.page.loading')} className="mx-auto max-w-3xl">
        <Skeleton className="mb-4 h-10 w-24 rounded-full" />
        <div className="card overflow-hidden">
          <Skeleton className="h-24 rounded-none" />
          <div className="space-y-4 p-5 sm:p-8">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-16" />
              ))}
            </div>
            <Skeleton className="h-12 w-40 rounded-full sm:ml-auto" />
          </div>
        </div>
      </LoadingStatus>
    </QuizFrame>
  );
}
