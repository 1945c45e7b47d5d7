import { BarChart3, Clock, FileCheck2, ListChecks, PencilLine, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import type { PrelimsTest } from '../api/schemas';
import { AFTER_START_HINT, AFTER_SUBMIT_HINT, NOT_AVAILABLE } from '../rules/messages';
import { hasSubmitted } from '../rules/prelims-answers';
import { DiscussionVideoButton } from './DiscussionVideoButton';
import { DownloadButton } from './DownloadButton';
import { LockedActions } from './LockedActions';
import { SubscribeLink } from './SubscribeLink';

interface PrelimsTestCardProps {
  test: PrelimsTest;
  subscribeHref: string;
}

/** One test of the prelims library. */
export function PrelimsTestCard({ test, subscribeHref }: PrelimsTestCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col p-5 sm:p-6">
      <h2 id={headingId} className="text-lg leading-snug font-semibold text-navy-900">
        {test.name}
      </h2>
      <TestFacts test={test} />
      <RichText html={test.description} className="mt-4 text-sm text-slate-600" />
      <div className="mt-auto pt-5">
        {test.isSubscribed ? (
          <SubscriberActions test={test} headingId={headingId} />
        ) : (
          <SubscribeLink to={subscribeHref} describedBy={headingId} />
        )}
      </div>
    </article>
  );
}

function TestFacts({ test }: { test: PrelimsTest }) {
  const facts = [
    { icon: Clock, label: 'Duration', value: `${test.duration} min` },
    { icon: Trophy, label: 'Total marks', value: String(test.total_marks) },
    ...(test.total_question_count !== undefined
      ? [{ icon: ListChecks, label: 'Questions', value: String(test.total_question_count) }]
      : []),
    ...(test.total_attempts !== undefined && test.isSubscribed
      ? [{ icon: PencilLine, label: 'Attempts', value: `${test.attemptsMade ?? 0} of ${test.total_attempts}` }]
      : []),
  ];
  return (
    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <Icon className="size-4 text-saffron-600" aria-hidden="true" />
          <dt className="text-slate-600">{label}:</dt>
          <dd className="font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SubscriberActions({ test, headingId }: { test: PrelimsTest; headingId: string }) {
  const submitted = hasSubmitted(test);
  // Rankings and past attempts read the test from the query (so a reload works) and take the
  // name from navigation state to show it at once.
  const testState = { testId: test.id, testName: test.name, slug: test.slug };
  const rankingHref = `/check-ranking?${new URLSearchParams({ testId: String(test.id), slug: test.slug }).toString()}`;
  const attemptedHref = `/check-attempted-test?${new URLSearchParams({ testId: String(test.id) }).toString()}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {test.testQuestionPDF && (
          <DownloadButton
            filePath={test.testQuestionPDF.file_path}
            itemName={test.name}
            kind="question"
            label="Question PDF"
            describedBy={headingId}
          />
        )}
        {!test.testQuestionPDF && test.hasQuestionPDF && (
          <LockedActions labels={['Question PDF']} hint={AFTER_START_HINT} />
        )}
        {test.testExplanationPDF && (
          <DownloadButton
            filePath={test.testExplanationPDF.file_path}
            itemName={test.name}
            kind="explanation"
            label="Explanation PDF"
            describedBy={headingId}
          />
        )}
        {submitted && (
          <DiscussionVideoButton testName={test.name} link={test.gDriveVideoLink} describedBy={headingId} />
        )}
        {!submitted ? (
          <LockedActions labels={['Explanation PDF', 'Discussion Video']} hint={AFTER_SUBMIT_HINT} />
        ) : (
          !test.testExplanationPDF && <LockedActions labels={['Explanation PDF']} hint={NOT_AVAILABLE} />
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link to={`/quiz/${encodeURIComponent(test.slug)}`} aria-describedby={headingId} className="btn btn-primary">
          <PencilLine className="size-4" aria-hidden="true" />
          Attempt Test
        </Link>
        <Link to={rankingHref} state={testState} aria-describedby={headingId} className="btn btn-navy">
          <BarChart3 className="size-4" aria-hidden="true" />
          Check Ranking
        </Link>
        <Link to={attemptedHref} state={testState} aria-describedby={headingId} className="btn btn-outline">
          <FileCheck2 className="size-4" aria-hidden="true" />
          Check Attempted Test
        </Link>
      </div>
    </div>
  );
}
