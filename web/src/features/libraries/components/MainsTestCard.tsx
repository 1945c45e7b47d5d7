import type { ParseKeys } from 'i18next';
import { CalendarClock, CalendarX2, Eye, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/RichText';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { useInLanguage } from '@/lib/translated';
import { freshMainsDiscussion } from '../api/get-discussion';
import type { MainsTest } from '../api/schemas';
import { formatDateTime } from '../rules/format';
import { answerWindowOf, canUploadAnswer, hasWindowPassed, mainsStatus } from '../rules/mains-status';
import { AnswerUploadForm } from './AnswerUploadForm';
import { DiscussionVideoButton } from './DiscussionVideoButton';
import { DownloadButton } from './DownloadButton';
import { EvaluatedCopyDialog } from './EvaluatedCopyDialog';
import { EvaluationProgress } from './EvaluationProgress';
import { LanguageBadge } from './LanguageBadge';
import { LockedActions } from './LockedActions';
import { MainsStatusBadge } from './MainsStatusBadge';
import { SubscribeLink } from './SubscribeLink';
import { WrittenQuestion } from './WrittenQuestion';

interface MainsTestCardProps {
  test: MainsTest;
  subscriptionId: number;
  seriesId: number;
  /** The page's clock: the upload control goes, and the model answer hint changes, as windows pass. */
  now: Date;
}

/**
 * One mains test (docs/product.md, "Mains answer writing"): status, window, score, papers and the
 * answer upload.
 */
export function MainsTestCard({ test: stored, subscriptionId, seriesId, now }: MainsTestCardProps) {
  const { t } = useTranslation();
  // Staff's texts in the learner's language where they wrote them (docs/product.md, "Languages of staff texts").
  const test = useInLanguage(stored);
  const locale = useIntlLocale();
  const headingId = useId();
  const answerWindow = answerWindowOf(test);
  const uploadOpen = canUploadAnswer(
    { isSubscribed: test.isSubscribed, isOpen: test.isOpen ?? false, window: answerWindow },
    now,
  );
  const windowClosed = hasWindowPassed(now, answerWindow);
  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 flex-1 basis-64 text-lg leading-snug font-semibold text-navy-900">
          {test.name}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageBadge languages={test.languages} />
          <MainsStatusBadge status={mainsStatus(test)} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 sm:gap-3">
        <Fact
          icon={CalendarClock}
          label={t('libraries.mains.card.starts')}
          value={formatDateTime(test.start_date, locale)}
        />
        <Fact icon={CalendarX2} label={t('libraries.mains.card.ends')} value={formatDateTime(test.end_date, locale)} />
        <Fact
          icon={Trophy}
          label={t('libraries.mains.card.maximumScore')}
          value={formatNumber(test.maximumScore, locale)}
        />
      </dl>
      {test.questionText && <WrittenQuestion question={test} />}
      <RichText html={test.description} className="mt-4 text-sm text-slate-600" />
      {test.isSubscribed ? (
        <div className="mt-5 space-y-4">
          {test.evaluatedPDF && <Evaluation test={test} />}
          <MainsFiles
            test={test}
            subscriptionId={subscriptionId}
            seriesId={seriesId}
            headingId={headingId}
            windowClosed={windowClosed}
          />
          {/* An evaluated answer is final: no upload may replace it (docs/product.md, "Mains answer writing"). */}
          {uploadOpen && !test.evaluatedPDF && (
            <AnswerUploadForm
              subscriptionId={subscriptionId}
              seriesId={seriesId}
              testId={test.id}
              replacing={test.isAttempted}
              uploadedAt={test.uploadedAt}
              describedBy={headingId}
            />
          )}
          {uploadOpen && test.evaluatedPDF && (
            <p className="text-sm text-slate-700">{t('libraries.mains.upload.evaluatedFinal')}</p>
          )}
          <EvaluationProgress test={test} now={now} />
        </div>
      ) : (
        <div className="mt-5">
          <SubscribeLink to={`/mains-tests/${subscriptionId}`} describedBy={headingId} />
        </div>
      )}
    </article>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Trophy; label: string; value: string }) {
  return (
    <div className="relative rounded-xl bg-slate-50 py-2 pr-2.5 pl-8 sm:py-2.5 sm:pr-3 sm:pl-9">
      <dt className="text-xs text-slate-600">
        <Icon className="absolute top-2.5 left-2.5 size-4 text-saffron-600 sm:top-3 sm:left-3" aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

/** Marks out of the maximum and the evaluator's remarks, once the answer is evaluated. */
function Evaluation({ test }: { test: MainsTest }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [viewing, setViewing] = useState(false);
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/70 p-4">
      {test.evaluatedPDF && (
        <button type="button" className="btn btn-navy float-right ml-3 py-1.5 text-sm" onClick={() => setViewing(true)}>
          <Eye className="size-4" aria-hidden="true" />
          {t('libraries.mains.copy.open')}
        </button>
      )}
      {viewing && test.evaluatedPDF && (
        <EvaluatedCopyDialog
          testName={test.name}
          filePath={test.evaluatedPDF.file_path}
          comments={test.comments}
          onClose={() => setViewing(false)}
        />
      )}
      {test.marks !== null && test.marks !== undefined && (
        <p className="text-sm text-emerald-900">
          {t('libraries.mains.card.marks')}{' '}
          <span className="text-lg font-bold">
            {t('libraries.mains.card.score', {
              marks: formatNumber(test.marks, locale),
              maximum: formatNumber(test.maximumScore, locale),
            })}
          </span>
        </p>
      )}
      {test.questionMarks && test.questionMarks.length > 0 && (
        <table className="mt-2 w-full text-sm text-emerald-950">
          <caption className="sr-only">{t('libraries.mains.card.perQuestion')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('libraries.mains.card.question')}</th>
              <th scope="col">{t('libraries.mains.card.marks')}</th>
            </tr>
          </thead>
          <tbody>
            {test.questionMarks.map((question) => (
              <QuestionMarksRows key={question.question} question={question} />
            ))}
          </tbody>
        </table>
      )}
      {test.remarks && (
        <p className="mt-1 text-sm whitespace-pre-line text-emerald-900">
          <span className="font-semibold">{t('libraries.mains.card.remarks')}</span> {test.remarks}
        </p>
      )}
    </div>
  );
}

type QuestionMarks = NonNullable<MainsTest['questionMarks']>[number];

/**
 * The criteria of the rubric a series gets when staff name none (internal/mains/evaluation.go,
 * defaultRubric), as learners read them; a criterion staff named themselves reads as they wrote it.
 */
const DEFAULT_CRITERIA: Record<string, ParseKeys> = {
  Content: 'libraries.mains.rubric.content',
  Structure: 'libraries.mains.rubric.structure',
  'Introduction and conclusion': 'libraries.mains.rubric.introductionAndConclusion',
  'Directive word addressed': 'libraries.mains.rubric.directiveWordAddressed',
  Examples: 'libraries.mains.rubric.examples',
};

/** One question's marks, and under it the rubric's scores. */
function QuestionMarksRows({ question }: { question: QuestionMarks }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const score = (marks: number, maximum: number) =>
    t('libraries.mains.card.score', { marks: formatNumber(marks, locale), maximum: formatNumber(maximum, locale) });
  return (
    <>
      <tr className="border-t border-emerald-200">
        <th scope="row" className="py-1 text-left font-semibold">
          {question.question}
        </th>
        <td className="py-1 text-right font-semibold tabular-nums">{score(question.marks, question.maximum)}</td>
      </tr>
      {question.rubric.map((criterion) => (
        <tr key={criterion.criterion} className="text-xs text-emerald-900">
          <th scope="row" className="py-0.5 pl-4 text-left font-normal">
            {Object.hasOwn(DEFAULT_CRITERIA, criterion.criterion)
              ? t(DEFAULT_CRITERIA[criterion.criterion] as ParseKeys)
              : criterion.criterion}
          </th>
          <td className="py-0.5 text-right tabular-nums">{score(criterion.marks, criterion.maximum)}</td>
        </tr>
      ))}
    </>
  );
}

interface MainsFilesProps {
  test: MainsTest;
  /** Where the test is listed: a kept discussion's fresh address comes from that list. */
  subscriptionId: number;
  seriesId: number;
  headingId: string;
  windowClosed: boolean;
}

function MainsFiles({ test, subscriptionId, seriesId, headingId, windowClosed }: MainsFilesProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {test.questionPDF && (
        <DownloadButton
          filePath={test.questionPDF.file_path}
          itemName={test.name}
          kind="question"
          label={t('libraries.files.question')}
          describedBy={headingId}
        />
      )}
      {test.modelAnswerPDF && (
        <DownloadButton
          filePath={test.modelAnswerPDF.file_path}
          itemName={test.name}
          kind="model_answer"
          label={t('libraries.files.modelAnswer')}
          describedBy={headingId}
        />
      )}
      {test.answerPDF && (
        <DownloadButton
          filePath={test.answerPDF.file_path}
          itemName={test.name}
          kind="answer"
          label={t('libraries.files.yourAnswer')}
          describedBy={headingId}
        />
      )}
      {test.evaluatedPDF && (
        <DownloadButton
          filePath={test.evaluatedPDF.file_path}
          itemName={test.name}
          kind="evaluated"
          label={t('libraries.files.evaluated')}
          describedBy={headingId}
        />
      )}
      {(test.gDriveVideoLink || test.discussionVideo) && (
        <DiscussionVideoButton
          testName={test.name}
          link={test.gDriveVideoLink}
          file={test.discussionVideo}
          fresh={freshMainsDiscussion(subscriptionId, seriesId, test.id)}
          describedBy={headingId}
        />
      )}
      {!test.modelAnswerPDF && (
        <LockedActions
          labels={[t('libraries.files.modelAnswer')]}
          hint={windowClosed ? t('libraries.common.notAvailable') : t('libraries.mains.card.modelAnswerLater')}
        />
      )}
    </div>
  );
}
