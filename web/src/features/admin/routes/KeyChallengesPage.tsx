import { Check } from 'lucide-react';
import {
  CHALLENGE_FILTERS,
  type ChallengedQuestion,
  type ChallengeFilter,
  type ChallengeStatus,
  type StaffChallenge,
  useKeyChallenges,
} from '../api/key-challenges';
import { ChallengeDecisionForm } from '../components/challenges/ChallengeDecisionForm';
import { FilterTabs } from '../components/list/FilterTabs';
import { NoteItem, NotedQuestionCard } from '../components/list/NotedQuestion';
import { QuestionQueue } from '../components/list/QuestionQueue';
import { useListState } from '../components/list/use-list-state';
import { Badge, type BadgeTone } from '../components/ui/Badge';
import { PageTitle } from '../components/ui/PageTitle';
import { formatDateTime } from '../rules/india-time';
import { plainText } from '../rules/plain-text';
import { optionLetter } from '../rules/question-schema';

const STATUS_FILTER = {
  name: 'status',
  label: 'Challenges',
  tabs: true,
  choices: [
    { value: 'open', label: 'Open' },
    { value: 'all', label: 'All' },
  ],
};
const FILTERS = [STATUS_FILTER];

const STATUS: Record<ChallengeStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'amber' },
  accepted: { label: 'Accepted', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'grey' },
};

function filterOf(value: string | undefined): ChallengeFilter {
  return CHALLENGE_FILTERS.find((filter) => filter === value) ?? 'open';
}

function ChallengeItem({ challenge }: { challenge: StaffChallenge }) {
  const status = STATUS[challenge.status];
  const closed =
    challenge.status === 'open'
      ? null
      : `${status.label}${challenge.decidedAt ? `, ${formatDateTime(challenge.decidedAt)}` : ''}.`;
  return (
    <NoteItem
      badge={<Badge tone={status.tone}>{status.label}</Badge>}
      learnerName={challenge.learnerName}
      learnerEmail={challenge.learnerEmail}
      at={challenge.createdAt}
      words={challenge.reason}
      closed={closed}
      reply={challenge.reply}
    />
  );
}

function ChallengedQuestionCard({ question }: { question: ChallengedQuestion }) {
  const { counts } = question;
  return (
    <NotedQuestionCard
      question={question}
      excerptLength={600}
      badges={
        <>
          {counts.open > 0 && <Badge tone="amber">Open: {counts.open}</Badge>}
          {counts.accepted > 0 && <Badge tone="green">Accepted: {counts.accepted}</Badge>}
          {counts.rejected > 0 && <Badge tone="grey">Rejected: {counts.rejected}</Badge>}
          {question.dropped && <Badge tone="red">Dropped: everyone gets its marks</Badge>}
        </>
      }
      notesHeading={question.challenges.length === 1 ? '1 challenge' : `${question.challenges.length} challenges`}
      notes={question.challenges.map((challenge) => (
        <ChallengeItem key={challenge.id} challenge={challenge} />
      ))}
      after={counts.open > 0 && <ChallengeDecisionForm question={question} />}
    >
      <h3 className="sr-only">Options</h3>
      <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
        {question.options.map((option, index) => (
          <li
            key={option.id}
            className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
              option.isCorrect
                ? 'bg-emerald-50 text-emerald-950 ring-1 ring-emerald-300'
                : 'bg-white ring-1 ring-slate-200'
            }`}
          >
            <span className="font-semibold">{optionLetter(index + 1)}.</span>
            <span className="min-w-0 flex-1">{plainText(option.text)}</span>
            {option.isCorrect && (
              <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-800">
                <Check className="size-3.5" aria-hidden="true" />
                Key
              </span>
            )}
          </li>
        ))}
      </ol>
    </NotedQuestionCard>
  );
}

/**
 * Learners' challenges of answer keys after a live test closes, per question (docs/product.md,
 * "Key challenges"): staff accept them (a new key, or the question dropped: both re-score and
 * re-rank every attempt) or reject them, with a reply the learners read.
 */
export function KeyChallengesPage() {
  const { params, setFilter } = useListState({ filters: FILTERS });
  const status = filterOf(params.filters.status);
  const challenged = useKeyChallenges(status);
  return (
    <>
      <PageTitle
        title="Key challenges"
        description="Learners’ challenges of answer keys in the days after a live test closes, per question, the open ones first. Accept with a new key or by dropping the question (every attempt of the test is then re-scored and re-ranked, and every learner of the test is told), or reject; your reply is shown to the learners."
      />
      <FilterTabs filter={STATUS_FILTER} value={status} onChange={(value) => setFilter('status', value)} />
      <QuestionQueue
        query={challenged}
        noun="key challenges"
        label="Challenged questions"
        cardHeight="h-48"
        empty={status === 'open' ? 'No open challenges.' : 'No key has been challenged yet.'}
      >
        {(question) => <ChallengedQuestionCard key={question.questionId} question={question} />}
      </QuestionQueue>
    </>
  );
}
