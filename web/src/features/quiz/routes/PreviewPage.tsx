import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { staffRoleOf } from '@/lib/auth/staff';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getQuestions } from '../api/get-questions';
import { type ListedTest, useTestBySlug } from '../api/get-test';
import { quizKeys } from '../api/keys';
import type { OpenAttempt } from '../api/open-attempt';
import type { Question } from '../api/schemas';
import { LoadingTest } from '../components/LoadingTest';
import { QuizFrame } from '../components/QuizFrame';
import { TestSession } from '../components/TestSession';

/**
 * /quiz/{testSlug}/preview: an admin's "Preview as a learner" (docs/product.md). The learner's own
 * test screen on the paper as it stands now, with no attempt behind it: the answers stay on the
 * screen, and the submit answers the review a learner would get, storing nothing.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { testSlug = '' } = useParams();
  const { isLoggedIn, user } = useAuth();
  const admin = staffRoleOf(user?.role) === 'admin';
  const testQuery = useTestBySlug(testSlug, isLoggedIn && admin);
  const test = testQuery.data;
  // Always the paper as it stands: staff preview right after an edit.
  const questionsQuery = useQuery({
    queryKey: [...quizKeys.questions(test?.id ?? 0), 'preview'],
    queryFn: ({ signal }) => getQuestions(test?.id ?? 0, signal),
    enabled: test !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  useDocumentTitle(pageTitle(test?.name || t('quiz.page.titleFallback')));

  const failure = !isLoggedIn
    ? null
    : !admin
      ? t('quiz.preview.staffOnly')
      : testQuery.isError || questionsQuery.isError
        ? errorMessage(testQuery.error ?? questionsQuery.error, t('quiz.messages.testDetailsFailed'))
        : questionsQuery.data?.length === 0
          ? t('quiz.preview.noQuestions')
          : null;
  if (!isLoggedIn || failure) {
    return (
      <QuizFrame>
        {isLoggedIn ? (
          <div className="mx-auto max-w-lg">
            <SectionError message={failure ?? ''} />
          </div>
        ) : (
          <LoginRequiredNotice message={t('quiz.messages.loginToViewTests')} />
        )}
      </QuizFrame>
    );
  }
  if (!test || !questionsQuery.data) return <LoadingTest />;
  return <PreviewSession test={test} questions={questionsQuery.data} />;
}

/** The preview's "attempt": the test's full time from now, on the server's clock, and no answers yet. */
function PreviewSession({ test, questions }: { test: ListedTest; questions: Question[] }) {
  const [opened] = useState<OpenAttempt>(() => {
    const serverNow = Date.now() + test.clockOffsetMs;
    const startedAt = new Date(serverNow).toISOString();
    const deadline = new Date(serverNow + test.duration * 60_000).toISOString();
    return {
      kind: 'open',
      attempt: {
        attemptId: 0,
        attemptKey: '',
        attemptNo: 1,
        status: 'open',
        startedAt,
        deadline,
        serverNow: startedAt,
        answers: [],
      },
      attemptKey: '',
      clockOffsetMs: test.clockOffsetMs,
      questions,
    };
  });
  return <TestSession test={test} opened={opened} preview />;
}
