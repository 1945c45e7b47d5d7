import { ArrowLeft, Printer } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { formatDateTime, formatNumber, useIntlLocale } from '@/i18n/format';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { translated } from '@/lib/translated';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReview } from '../api/get-review';
import { useTestBySlug } from '../api/get-test';
import type { Review, Test } from '../api/schemas';
import { PaperQuestion } from '../components/PaperQuestion';
import { formatMark, formatMarks } from '../rules/format';
import { type PaperLanguage, paperLanguageOf, paperLanguages } from '../rules/paper';
import { positiveId, reviewPath } from '../rules/paths';
import { LANGUAGE_NAMES, questionLanguages } from '../rules/question-language';

/**
 * /quiz/{testSlug}/paper/{attemptId}: the question paper of a submitted attempt, laid out like a
 * UPSC booklet for the browser to print or save as a PDF (docs/product.md, "The printed question
 * paper"; docs/decisions.md says why the browser makes the PDF). It is read from the attempt's
 * review, so it opens only after the learner has submitted, and shows the key only when the review
 * does. Outside the site's header and footer: what prints is the paper alone.
 */
export function PaperPage() {
  const { t, i18n } = useTranslation();
  const { attemptId: attemptParam } = useParams();
  const attemptId = positiveId(attemptParam);
  const { isLoggedIn } = useAuth();
  const review = useReview(isLoggedIn ? attemptId : null);
  const testName = review.data && translated(review.data.test, 'name', i18n.language);
  // The default name of the saved PDF.
  useDocumentTitle(testName ? t('results.paper.documentTitle', { testName }) : t('results.paper.title'));

  return (
    <main className="min-h-dvh bg-slate-100 py-4 sm:py-8 print:bg-white print:p-0">
      {!isLoggedIn ? (
        <div className="px-4 py-12">
          <LoginRequiredNotice message={t('results.paper.loginToView')} />
        </div>
      ) : review.isPending && attemptId !== null ? (
        <PaperSkeleton />
      ) : review.isError || !review.data ? (
        <div className="mx-auto max-w-lg px-4 py-12">
          <SectionError
            message={
              attemptId === null
                ? t('results.review.attemptNotFound')
                : errorMessage(review.error, t('results.paper.loadFailed'))
            }
            onRetry={attemptId === null ? undefined : () => void review.refetch()}
          />
        </div>
      ) : (
        <QuestionPaper review={review.data} />
      )}
    </main>
  );
}

function QuestionPaper({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [params, setParams] = useSearchParams();
  // The marking scheme and the test's languages come with the test, as the start page shows them.
  const test = useTestBySlug(review.test.slug, true).data;
  const languages = questionLanguages(review.questions);
  const bilingual = languages.length > 1;
  const language: PaperLanguage = bilingual ? paperLanguageOf(params.get('lang'), languages) : 'en';
  const keyHeld = review.keysReleaseAt != null;
  const withAnswers = !keyHeld && params.get('answers') === '1';
  const base = test?.languages[0] ?? 'en';
  const choose = (name: 'lang' | 'answers', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const sheet = useRef<HTMLDivElement>(null);
  useEagerImages(sheet);

  return (
    <>
      <div className="mx-auto mb-4 max-w-[210mm] px-4 print:hidden">
        <div
          role="region"
          aria-label={t('results.paper.options')}
          className="flex flex-wrap items-center gap-x-5 gap-y-3 rounded-2xl bg-white p-4 shadow-card"
        >
          <Link to={reviewPath(review.test.slug, review.attempt.attemptId)} className="btn btn-outline px-3">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('results.paper.backToResult')}
          </Link>
          {bilingual && (
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="float-left w-full text-sm font-semibold text-navy-900 sm:mr-1 sm:w-auto">
                {t('results.paper.language')}
              </legend>
              {paperLanguages(languages).map((choice) => (
                <label
                  key={choice}
                  className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm has-checked:border-navy-800 has-checked:bg-navy-50 has-focus-visible:outline-3 has-focus-visible:outline-saffron-400"
                >
                  <input
                    type="radio"
                    name="paper-language"
                    className="accent-navy-800"
                    checked={language === choice}
                    onChange={() => choose('lang', choice === 'both' ? null : choice)}
                  />
                  <span lang={choice === 'both' ? undefined : choice}>
                    {choice === 'both'
                      ? languages.map((each) => LANGUAGE_NAMES[each]).join(' + ')
                      : LANGUAGE_NAMES[choice]}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-navy-900">
            <input
              type="checkbox"
              className="size-4 accent-navy-800"
              checked={withAnswers}
              disabled={keyHeld}
              onChange={(event) => choose('answers', event.target.checked ? '1' : null)}
            />
            {t('results.paper.withAnswers')}
          </label>
          <button type="button" className="btn btn-navy sm:ml-auto" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t('results.paper.print')}
          </button>
          <p className="w-full text-sm text-slate-600">
            {keyHeld && review.keysReleaseAt
              ? t('quiz.window.held.banner', { time: formatDateTime(review.keysReleaseAt, locale) })
              : t('results.paper.printHint')}
          </p>
        </div>
      </div>
      <div
        ref={sheet}
        className="mx-auto max-w-[210mm] bg-white px-5 py-8 shadow-card sm:px-[14mm] sm:py-[16mm] print:max-w-none print:p-0 print:shadow-none"
      >
        <PaperHeading review={review} test={test} />
        <ol className="mt-2">
          {review.questions.map((question) => (
            <PaperQuestion
              key={question.id}
              question={question}
              language={language}
              languages={languages}
              base={base}
              withAnswers={withAnswers}
            />
          ))}
        </ol>
      </div>
    </>
  );
}

/** The paper's first lines, as a booklet's cover gives them: the test, the questions, time and marking. */
function PaperHeading({ review, test }: { review: Review; test: Test | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const facts = [
    { label: t('quiz.start.facts.questions'), value: formatNumber(review.questions.length, locale) },
    {
      label: t('quiz.start.facts.duration'),
      value: t('quiz.start.facts.durationValue', { count: review.test.duration }),
    },
    { label: t('quiz.start.facts.totalMarks'), value: formatMarks(review.test.total_marks, locale) },
  ];
  return (
    <header className="border-b-2 border-navy-900 pb-4 text-center">
      <p className="text-xs font-semibold tracking-widest text-slate-600 uppercase">{t('results.paper.title')}</p>
      <h1 className="mt-1 font-display text-2xl font-bold text-navy-950">
        {translated(review.test, 'name', i18n.language)}
      </h1>
      <dl className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex gap-1.5">
            <dt className="text-slate-600">{fact.label}:</dt>
            <dd className="font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {test && (
        <dl
          aria-label={t('quiz.start.marking.title')}
          className="mt-1 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm"
        >
          {[
            {
              label: t('quiz.start.marking.correct'),
              value: formatMark(test.marks_for_correct_answer, 'gain', locale),
            },
            {
              label: t('quiz.start.marking.incorrect'),
              value: formatMark(test.marks_for_incorrect_answer, 'loss', locale),
            },
            {
              label: t('quiz.start.marking.unattempted'),
              value: formatMark(test.marks_for_unattempted_answer, 'loss', locale),
            },
          ].map((mark) => (
            <div key={mark.label} className="flex gap-1.5">
              <dt className="text-slate-600">{mark.label}:</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{mark.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}

/**
 * Staff text's images load as they come near the screen; a printout needs them all, so the paper
 * asks for every one at once (a paper has a few maps and graphs, and is about to be printed).
 */
function useEagerImages(sheet: RefObject<HTMLDivElement | null>): void {
  // After every render: a language or the answers shown put other images on the paper.
  useEffect(() => {
    for (const image of sheet.current?.querySelectorAll('img[loading="lazy"]') ?? []) {
      image.setAttribute('loading', 'eager');
    }
  });
}

function PaperSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('results.paper.loading')} className="mx-auto max-w-[210mm] space-y-4 bg-white p-8">
      <Skeleton className="mx-auto h-8 w-64" />
      <Skeleton className="mx-auto h-4 w-80" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-32" />
      ))}
    </LoadingStatus>
  );
}
