import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SectionError } from '@/components/ui/SectionError';
import { errorMessage } from '@/lib/api-client';
import { quizKeys } from '../api/keys';
import { isRetriable } from '../api/answer-saver';
import { NothingToResume, openAttempt, takeHandoff } from '../api/open-attempt';
import type { Test } from '../api/schemas';
import { isLimitError } from '../rules/messages';
import { reviewPath } from '../rules/paths';
import { LoadingTest } from './LoadingTest';
import { QuizFrame } from './QuizFrame';
import { TestSession } from './TestSession';

/**
 * The running-test address: takes the attempt Start Test just opened, or (after a reload,
 * or Resume) asks the server for it again with this tab's attempt key, then shows the test.
 */
export function RunningTest({ test }: { test: Test }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useQuery({
    queryKey: quizKeys.session(test.id),
    queryFn: async () => takeHandoff(test.id) ?? openAttempt(queryClient, test.id, 'resume'),
    // Read once per visit; refetching would replace a running sheet.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
    retry: (failures, error) => !(error instanceof NothingToResume) && isRetriable(error) && failures < 2,
  });

  // Nothing started in this tab (or it is long over): the start page, never a new attempt from here.
  const nothingToResume = session.error instanceof NothingToResume;
  useEffect(() => {
    if (nothingToResume) void navigate(pathname, { replace: true });
  }, [nothingToResume, navigate, pathname]);

  const finished = session.data?.kind === 'finished' ? session.data.attempt : null;
  useEffect(() => {
    if (!finished) return;
    toast(t('quiz.running.alreadySubmitted'), { id: 'attempt-finished' });
    void navigate(reviewPath(test.slug, finished.attemptId), { replace: true });
  }, [finished, navigate, test.slug, t]);

  if (session.isError && !nothingToResume) {
    const message = errorMessage(session.error, t('quiz.messages.questionsLoadFailed'));
    return (
      <QuizFrame>
        <div className="mx-auto max-w-lg space-y-4">
          <SectionError
            message={isLimitError(message) ? t('quiz.messages.limitExceeded') : message}
            onRetry={() => void session.refetch()}
          />
          <button type="button" onClick={() => void navigate(pathname, { replace: true })} className="btn btn-outline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('quiz.running.backToTest')}
          </button>
        </div>
      </QuizFrame>
    );
  }
  if (session.data?.kind !== 'open') return <LoadingTest />;
  return <TestSession key={session.data.attempt.attemptId} test={test} opened={session.data} />;
}
