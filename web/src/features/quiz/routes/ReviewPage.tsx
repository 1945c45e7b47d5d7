import { BookOpenCheck, FileText, History, Hourglass, LayoutList, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { translated } from '@/lib/translated';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReview } from '../api/get-review';
import { useRefetchAt } from '../hooks/use-refetch-at';
import type { Review } from '../api/schemas';
import { QuestionTimeChart } from '../components/QuestionTimeChart';
import { ResultSummary } from '../components/ResultSummary';
import { CsatVerdict } from '../components/CsatVerdict';
import { ConfidenceAnalysis } from '../components/ConfidenceAnalysis';
import { ChallengePeriodLine, KeyChangesNotice } from '../components/KeyChangesNotice';
import { ReviewQuestionCard } from '../components/ReviewQuestionCard';
import { ReviewStateFilter } from '../components/ReviewStateFilter';
import { ScoreComparison } from '../components/ScoreComparison';
import { TopicAccuracyTable } from '../components/TopicAccuracyTable';
import { attemptedPath, paperPath, positiveId, PRELIMS_TESTS_PATH, rankingsPath } from '../rules/paths';
import { inState, type ReviewState } from '../rules/review-states';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useQuizLanguage } from '../hooks/use-quiz-language';
import { questionLanguages } from '../rules/question-language';

/**
 * /quiz/{testSlug}/review/{attemptId}: where a submitted test lands (instead of the old site's
 * "two steps back"), and where Attempted Test Results' Review links go. The score and standing
 * first, then the analysis, then every question with its answer and explanation.
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation();
  const { attemptId: attemptParam } = useParams();
  const attemptId = positiveId(attemptParam);
  const { isLoggedIn } = useAuth();
  const review = useReview(isLoggedIn ? attemptId : null);
  // The key, the solutions and the standing open at the window's close: the review is asked for
  // again then, so a learner waiting on the page sees them without a reload.
  useRefetchAt(review.data?.keysReleaseAt, review.refetch);
  // The challenge buttons go at the period's end (docs/product.md, "Key challenges").
  useRefetchAt(review.data?.challenges?.open ? review.data.challenges.closesAt : null, review.refetch);
  const testName = review.data && translated(review.data.test, 'name', i18n.language);
  useDocumentTitle(pageTitle(testName ? t('results.review.documentTitle', { testName }) : t('results.review.title')));

  return (
    <>
      <PageHeader
        title={testName ?? t('results.review.title')}
        description={
          review.data ? t('results.review.description', { number: review.data.attempt.attemptNo }) : undefined
        }
      />
      <div className="container-page py-8 sm:py-12">
        {!isLoggedIn ? (
          <LoginRequiredNotice message={t('results.review.loginToView')} />
        ) : review.isPending && attemptId !== null ? (
          <ReviewSkeleton />
        ) : review.isError || !review.data ? (
          <div className="mx-auto max-w-lg">
            <SectionError
              message={
                attemptId === null
                  ? t('results.review.attemptNotFound')
                  : errorMessage(review.error, t('results.review.loadFailed'))
              }
              onRetry={attemptId === null ? undefined : () => void review.refetch()}
            />
          </div>
        ) : (
          <ReviewContent review={review.data} />
        )}
      </div>
    </>
  );
}

/** The review itself: a learner's submitted attempt, or staff's preview (docs/product.md, "Preview as a learner"). */
export function ReviewContent({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { test, keysReleaseAt } = review;
  const navigationState = { testId: test.id, testName: test.name };
  const [shown, setShown] = useState<ReviewState | null>(null);
  const languages = questionLanguages(review.questions);
  const [language, setLanguage] = useQuizLanguage(languages);
  const bilingual = languages.length > 1;
  const questions = shown === null ? review.questions : review.questions.filter((question) => inState(question, shown));
  return (
    <div className="space-y-6">
      <ChallengePeriodLine period={review.challenges} />
      <KeyChangesNotice changes={review.keyChanges ?? []} />
      {keysReleaseAt && <KeysHeld releaseAt={formatDateTime(keysReleaseAt, locale)} />}
      <ResultSummary review={review} />
      <CsatVerdict
        csat={review.analysis.csat}
        qualifying={review.analysis.qualifying}
        totalMarks={review.attempt.totalMarks}
      />
      <nav aria-label={t('results.review.nextSteps')} className="flex flex-wrap gap-2">
        <a href="#answers" className="btn btn-navy">
          <BookOpenCheck className="size-4" aria-hidden="true" />
          {t('results.review.reviewAnswers')}
        </a>
        {!keysReleaseAt && (
          <Link to={rankingsPath(test.id, test.slug)} state={navigationState} className="btn btn-outline">
            <Trophy className="size-4" aria-hidden="true" />
            {t('results.review.checkRanking')}
          </Link>
        )}
        {review.attempt.attemptId > 0 && (
          // A preview's review has no stored attempt, and so no paper to print.
          <Link to={paperPath(test.slug, review.attempt.attemptId)} className="btn btn-outline">
            <FileText className="size-4" aria-hidden="true" />
            {t('results.review.questionPaper')}
          </Link>
        )}
        {!review.preview && (
          // A preview is nobody's attempt (docs/product.md, "Preview as a learner").
          <Link to={attemptedPath(test.id)} state={navigationState} className="btn btn-outline">
            <History className="size-4" aria-hidden="true" />
            {t('results.review.allAttempts')}
          </Link>
        )}
        <Link to={PRELIMS_TESTS_PATH} className="btn btn-outline">
          <LayoutList className="size-4" aria-hidden="true" />
          {t('results.review.prelimsTests')}
        </Link>
      </nav>
      {keysReleaseAt ? (
        // The topper's and the average score wait for the close too.
        <QuestionTimeChart questions={review.questions} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ScoreComparison review={review} />
          <QuestionTimeChart questions={review.questions} />
        </div>
      )}
      {review.analysis.topics.length > 0 && <TopicAccuracyTable topics={review.analysis.topics} />}
      {review.analysis.confidence && review.analysis.score != null && (
        <ConfidenceAnalysis confidence={review.analysis.confidence} score={review.analysis.score} />
      )}
      <section id="answers" aria-labelledby="answers-heading" className="scroll-mt-24 space-y-4">
        <h2 id="answers-heading" className="font-display text-2xl font-bold text-navy-900">
          {keysReleaseAt ? t('quiz.window.held.answersTitle') : t('results.review.answersTitle')}
        </h2>
        <ReviewStateFilter questions={review.questions} shown={shown} onShow={setShown} />
        {bilingual && (
          <LanguageSwitch
            languages={languages}
            language={language}
            onChange={setLanguage}
            label={t('results.review.showFirst')}
          />
        )}
        {questions.map((question) => (
          <ReviewQuestionCard
            key={question.id}
            question={question}
            language={language}
            challengesOpen={review.challenges?.open === true}
            canReport={!review.preview}
          />
        ))}
      </section>
    </div>
  );
}

/**
 * While the test's window is open others are still sitting it: the key, the solutions and the
 * rankings wait for the close (docs/product.md, "Live tests").
 */
function KeysHeld({ releaseAt }: { releaseAt: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="keys-held-title"
      className="flex items-start gap-3 rounded-2xl border border-saffron-200 bg-saffron-50 px-5 py-4"
    >
      <Hourglass className="mt-0.5 size-5 shrink-0 text-saffron-700" aria-hidden="true" />
      <div>
        <h2 id="keys-held-title" className="font-semibold text-navy-900">
          {t('quiz.window.held.title')}
        </h2>
        <p className="mt-0.5 text-slate-700">{t('quiz.window.held.banner', { time: releaseAt })}</p>
      </div>
    </section>
  );
}

function ReviewSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('results.review.loading')} className="space-y-6">
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="card space-y-4 p-6">
          <Skeleton className="h-10 w-40" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        </div>
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-64" />
    </LoadingStatus>
  );
}
