import { CalendarClock, CalendarX2, Trophy } from 'lucide-react';
import { useId } from 'react';
import { RichText } from '@/components/ui/RichText';
import type { MainsTest } from '../api/schemas';
import { formatDateTime } from '../rules/format';
import { answerWindowOf, canUploadAnswer, hasWindowPassed, mainsStatus } from '../rules/mains-status';
import { MODEL_ANSWER_LATER, NOT_AVAILABLE } from '../rules/messages';
import { AnswerUploadForm } from './AnswerUploadForm';
import { DiscussionVideoButton } from './DiscussionVideoButton';
import { DownloadButton } from './DownloadButton';
import { LockedActions } from './LockedActions';
import { MainsStatusBadge } from './MainsStatusBadge';
import { SubscribeLink } from './SubscribeLink';

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
export function MainsTestCard({ test, subscriptionId, seriesId, now }: MainsTestCardProps) {
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
        <MainsStatusBadge status={mainsStatus(test)} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 sm:gap-3">
        <Fact icon={CalendarClock} label="Starts" value={formatDateTime(test.start_date)} />
        <Fact icon={CalendarX2} label="Ends" value={formatDateTime(test.end_date)} />
        <Fact icon={Trophy} label="Maximum score" value={String(test.maximumScore)} />
      </dl>
      <RichText html={test.description} className="mt-4 text-sm text-slate-600" />
      {test.isSubscribed ? (
        <div className="mt-5 space-y-4">
          {test.evaluatedPDF && <Evaluation test={test} />}
          <MainsFiles test={test} headingId={headingId} windowClosed={windowClosed} />
          {uploadOpen && (
            <AnswerUploadForm
              subscriptionId={subscriptionId}
              seriesId={seriesId}
              testId={test.id}
              replacing={test.isAttempted}
              evaluated={Boolean(test.evaluatedPDF)}
              describedBy={headingId}
            />
          )}
          {test.uploadedAt && (
            <p className="text-xs text-slate-600">Your answer was uploaded on {formatDateTime(test.uploadedAt)}.</p>
          )}
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
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/70 p-4">
      {test.marks !== null && test.marks !== undefined && (
        <p className="text-sm text-emerald-900">
          Marks:{' '}
          <span className="text-lg font-bold">
            {test.marks} / {test.maximumScore}
          </span>
        </p>
      )}
      {test.remarks && (
        <p className="mt-1 text-sm whitespace-pre-line text-emerald-900">
          <span className="font-semibold">Remarks:</span> {test.remarks}
        </p>
      )}
    </div>
  );
}

function MainsFiles({ test, headingId, windowClosed }: { test: MainsTest; headingId: string; windowClosed: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {test.questionPDF && (
        <DownloadButton
          filePath={test.questionPDF.file_path}
          itemName={test.name}
          kind="question"
          label="Question PDF"
          describedBy={headingId}
        />
      )}
      {test.modelAnswerPDF && (
        <DownloadButton
          filePath={test.modelAnswerPDF.file_path}
          itemName={test.name}
          kind="model_answer"
          label="Model Answer PDF"
          describedBy={headingId}
        />
      )}
      {test.answerPDF && (
        <DownloadButton
          filePath={test.answerPDF.file_path}
          itemName={test.name}
          kind="answer"
          label="Your Answer PDF"
          describedBy={headingId}
        />
      )}
      {test.evaluatedPDF && (
        <DownloadButton
          filePath={test.evaluatedPDF.file_path}
          itemName={test.name}
          kind="evaluated"
          label="Evaluated PDF"
          describedBy={headingId}
        />
      )}
      {test.gDriveVideoLink && (
        <DiscussionVideoButton testName={test.name} link={test.gDriveVideoLink} describedBy={headingId} />
      )}
      {!test.modelAnswerPDF && (
        <LockedActions labels={['Model Answer PDF']} hint={windowClosed ? NOT_AVAILABLE : MODEL_ANSWER_LATER} />
      )}
    </div>
  );
}
