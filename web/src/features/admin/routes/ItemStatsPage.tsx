import { Check, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import {
  type ItemOption,
  type ItemQuestion,
  LOW_DISCRIMINATION,
  MIN_TAKERS_FOR_DISCRIMINATION,
  useItemStats,
} from '../api/item-stats';
import { useRecord } from '../api/resources';
import { BackLink } from '@/components/ui/BackLink';
import { Badge } from '../components/ui/Badge';
import { PageTitle } from '../components/ui/PageTitle';
import { rowAction } from '../components/ui/row-action';
import { textOf } from '../model/record';
import { questionBankPath, resourcePath } from '../rules/navigation';
import { excerpt, plainText } from '../rules/plain-text';

const LOCALE = 'en-IN';

/** A percentage of the takers, with two decimals: 63.64 -> "63.64%". */
function percent(value: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/** An index with two decimals and a real minus sign: -0.33 -> "−0.33". */
function index(value: number): string {
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(value)
    .replace('-', '−');
}

/** A question to review: one that hardly tells strong learners from weak ones (a dropped one is settled). */
function isFlagged(question: ItemQuestion): boolean {
  return !question.dropped && question.discrimination !== null && question.discrimination < LOW_DISCRIMINATION;
}

function OptionShare({ option }: { option: ItemOption }) {
  return (
    <li
      title={plainText(option.text)}
      className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 tabular-nums ${option.isCorrect ? 'bg-emerald-50 font-semibold text-emerald-900 ring-1 ring-emerald-600/20' : 'text-slate-700'}`}
    >
      <span>{option.label}</span>
      {option.isCorrect && (
        <>
          <Check className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(correct)</span>
        </>
      )}
      <span>{percent(option.chosenPct)}</span>
    </li>
  );
}

function QuestionRow({ question, testId }: { question: ItemQuestion; testId: number }) {
  const flagged = isFlagged(question);
  return (
    <tr className={`align-top ${flagged ? 'bg-amber-50/60' : ''}`}>
      <th scope="row" className="max-w-xs px-2.5 py-2.5 font-normal">
        <Link to={questionBankPath(testId)} className="font-display font-bold text-saffron-700 hover:underline">
          Q{question.number}
        </Link>
        {question.dropped && (
          <span className="ml-2">
            <Badge tone="grey">Dropped: correct for everyone</Badge>
          </span>
        )}
        <p className="mt-1 text-xs leading-snug text-slate-600">{excerpt(question.description, 160)}</p>
      </th>
      <td className="px-2.5 py-2.5 text-slate-700">{question.topic || '—'}</td>
      <td className="px-2.5 py-2.5 text-right tabular-nums">
        {question.difficulty === null ? '—' : index(question.difficulty)}
      </td>
      <td className="px-2.5 py-2.5 text-right tabular-nums">
        {question.discrimination === null ? '—' : index(question.discrimination)}
        {flagged && (
          <span className="mt-1 flex justify-end">
            <Badge tone="amber">
              <TriangleAlert className="mr-1 size-3" aria-hidden="true" />
              Review this question
            </Badge>
          </span>
        )}
      </td>
      <td className="px-2.5 py-2.5 text-right tabular-nums">{percent(question.attemptedPct)}</td>
      <td className="px-2.5 py-2.5">
        <ul className="flex flex-wrap gap-1 text-xs" aria-label={`Options of question ${question.number}, chosen by`}>
          {question.options.map((option) => (
            <OptionShare key={option.optionId} option={option} />
          ))}
        </ul>
      </td>
    </tr>
  );
}

/**
 * A prelims test's item statistics (docs/product.md, "How others did"): per question, how hard it
 * was, whether it told strong learners from weak ones, and which wrong options pulled. Questions
 * with a low discrimination are flagged for review (an ambiguous question or a wrong key).
 */
export function ItemStatsPage() {
  const testId = Number(useParams().id);
  const valid = Number.isInteger(testId) && testId > 0;
  const test = useRecord('prelims-tests', valid ? testId : null);
  const stats = useItemStats(testId);
  const editPath = `${resourcePath('prelims-tests') ?? '/admin'}/${testId}`;
  const name = textOf(test.data, 'name');
  const flagged = stats.data?.questions.filter(isFlagged).length ?? 0;

  return (
    <>
      <PageTitle
        title={name ? `Item statistics: ${name}` : 'Item statistics'}
        description="How the test’s takers (learners with a ranked attempt) did on each question. Difficulty is the share who got it right, from 0 to 1 (low is hard). Discrimination is the share right among the top 27% of takers by score minus the share right among the bottom 27%, from −1 to 1: below 0.2 the question hardly tells strong learners from weak ones, often a sign of an ambiguous question or a wrong key. Options show the share of all takers who chose each one; the correct one is marked."
        back={
          <BackLink to={editPath} className="mb-3">
            Back to the test
          </BackLink>
        }
        actions={
          <Link to={questionBankPath(testId)} className={rowAction}>
            Question bank
          </Link>
        }
      />
      {stats.isPending ? (
        <LoadingStatus label="Loading the item statistics" className="space-y-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-64" />
        </LoadingStatus>
      ) : stats.isError ? (
        <SectionError
          message={errorMessage(stats.error, 'Could not load the item statistics.')}
          onRetry={() => void stats.refetch()}
        />
      ) : stats.data.takers === 0 ? (
        <p className="card px-6 py-10 text-center text-slate-600">
          Nobody has a ranked attempt at this test yet: the figures appear once learners submit it.
        </p>
      ) : (
        <section aria-label="Item statistics">
          <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="blue">{stats.data.takers === 1 ? '1 taker' : `${stats.data.takers} takers`}</Badge>
            {flagged > 0 && (
              <Badge tone="amber">{flagged === 1 ? '1 question to review' : `${flagged} questions to review`}</Badge>
            )}
            {stats.data.takers < MIN_TAKERS_FOR_DISCRIMINATION && (
              <span className="text-slate-600">
                Discrimination needs at least {MIN_TAKERS_FOR_DISCRIMINATION} takers.
              </span>
            )}
          </div>
          <div className="card overflow-x-auto">
            <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
              <caption className="sr-only">Item statistics per question</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="border-b border-slate-200 px-2.5 py-2.5 font-semibold">
                    Question
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-2.5 py-2.5 font-semibold">
                    Topic
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-2.5 py-2.5 text-right font-semibold">
                    Difficulty
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-2.5 py-2.5 text-right font-semibold">
                    Discrimination
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-2.5 py-2.5 text-right font-semibold">
                    Attempted
                  </th>
                  <th scope="col" className="border-b border-slate-200 px-2.5 py-2.5 font-semibold">
                    Options chosen
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {stats.data.questions.map((question) => (
                  <QuestionRow key={question.questionId} question={question} testId={testId} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
