import { Bookmark, Check, CircleDot, Clock, PencilLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/i18n/format';
import { RichText } from '@/components/ui/RichText';
import type { ReviewQuestion } from '../api/schemas';
import { formatAttemptDate, formatTimeSpent, optionLetter } from '../rules/format';
import { InlineHtml } from './InlineHtml';
import { OthersDidLine } from './OthersDidLine';
import { ReportErrorButton } from './ReportErrorButton';
import { ChallengeKeyButton, ChallengeStatusPanel } from './KeyChallenge';
import { otherLanguageOf, questionIn, type QuizLanguage } from '../rules/question-language';
import { REVIEW_STATE_LABEL_KEY } from '../rules/review-states';

/** Each outcome's badge, named as the state filter above the answers names it. */
const OUTCOME_BADGE_STYLE: Record<ReviewQuestion['outcome'], string> = {
  correct: 'bg-emerald-100 text-emerald-800',
  incorrect: 'bg-rose-100 text-rose-800',
  answered: 'bg-navy-50 text-navy-800',
  unattempted: 'bg-slate-100 text-slate-700',
  dropped: 'bg-amber-100 text-amber-900',
};

function optionStyle(isCorrect: boolean, isChosen: boolean, keyHeld: boolean): string {
  if (keyHeld) return isChosen ? 'border-navy-400 bg-navy-50' : 'border-slate-200 bg-white';
  if (isCorrect) return 'border-emerald-500 bg-emerald-50';
  if (isChosen) return 'border-rose-400 bg-rose-50';
  return 'border-slate-200 bg-white';
}

/** The learner's own choice: marked right or wrong once the key is out, only as theirs while it is held. */
function YourAnswer({ isCorrect, keyHeld }: { isCorrect: boolean; keyHeld: boolean }) {
  const { t } = useTranslation();
  const tone = keyHeld ? 'text-navy-800' : isCorrect ? 'text-emerald-800' : 'text-rose-800';
  const Icon = keyHeld ? CircleDot : isCorrect ? Check : X;
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon className="size-4" aria-hidden="true" />
      {t('results.reviewQuestion.yourAnswer')}
    </span>
  );
}

/**
 * A question after the test: the learner's answer, the correct option, and the explanation. On a
 * bilingual test each text shows in both languages, the learner's chosen one first. While the
 * test's window is open the key is held: the card shows the learner's answer alone
 * (docs/product.md, "Live tests").
 */
export function ReviewQuestionCard({
  question,
  language = 'en',
  challengesOpen = false,
  canReport = true,
}: {
  question: ReviewQuestion;
  language?: QuizLanguage;
  /** The test's key-challenge period is open (docs/product.md, "Key challenges"). */
  challengesOpen?: boolean;
  /** False in staff's preview, which has no attempt to report from (docs/product.md, "Preview as a learner"). */
  canReport?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const first = questionIn(question, language);
  const other = otherLanguageOf(question, first.language);
  const second = other === null ? null : questionIn(question, other);
  const secondOption = new Map(second?.question.options.map((option) => [option.id, option.text]));
  const keyHeld = question.correctOption === null;
  return (
    <article
      id={`review-question-${question.number}`}
      className="card scroll-mt-24 p-5 sm:p-6"
      aria-labelledby={`review-question-${question.number}-title`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`review-question-${question.number}-title`} className="font-display text-lg font-bold text-navy-900">
          {t('results.reviewQuestion.title', { number: question.number })}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${OUTCOME_BADGE_STYLE[question.outcome]}`}>
          {t(REVIEW_STATE_LABEL_KEY[question.outcome])}
        </span>
        {question.topic && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">{question.topic}</span>
        )}
        {question.keyCorrectedAt && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <PencilLine className="size-3" aria-hidden="true" />
            {t('results.reviewQuestion.keyCorrected', { date: formatAttemptDate(question.keyCorrectedAt, locale) })}
          </span>
        )}
        {question.markedForReview && (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
            <Bookmark className="size-3" aria-hidden="true" />
            {t(REVIEW_STATE_LABEL_KEY.marked)}
          </span>
        )}
        <span className="ml-auto inline-flex items-center gap-1 text-xs text-slate-500">
          <Clock className="size-3.5" aria-hidden="true" />
          {formatTimeSpent(question.timeSpentMs, t)}
        </span>
      </div>
      <div lang={first.language}>
        <RichText html={first.question.description} className="mt-3 leading-relaxed text-slate-800" />
      </div>
      {second && (
        <div lang={second.language} className="mt-2 border-l-2 border-slate-200 pl-3">
          <RichText html={second.question.description} className="leading-relaxed text-slate-600" />
        </div>
      )}
      <ul className="mt-4 space-y-2">
        {first.question.options.map((option, index) => {
          const isCorrect = !keyHeld && option.id === question.correctOption;
          const isChosen = option.id === question.selectedOption;
          return (
            <li
              key={option.id}
              className={`flex items-start gap-3 rounded-xl border p-3 ${optionStyle(isCorrect, isChosen, keyHeld)}`}
            >
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full border border-slate-300 bg-white text-sm font-semibold text-slate-600"
              >
                {optionLetter(index)}
              </span>
              <span className="flex-1 pt-0.5">
                <InlineHtml html={option.text} lang={first.language} className="block text-slate-800" />
                {second && (
                  <InlineHtml
                    html={secondOption.get(option.id) ?? ''}
                    lang={second.language}
                    className="mt-0.5 block text-sm text-slate-600"
                  />
                )}
              </span>
              <span className="flex shrink-0 flex-col items-end gap-0.5 text-xs font-semibold">
                {isChosen && <YourAnswer isCorrect={isCorrect} keyHeld={keyHeld} />}
                {isCorrect && (
                  <span className="inline-flex items-center gap-1 text-emerald-800">
                    {!isChosen && <Check className="size-4" aria-hidden="true" />}
                    {t('results.reviewQuestion.correctAnswer')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <OthersDidLine stats={question.stats} />
      {question.explanation && (
        <div className="mt-4 rounded-xl bg-navy-50 px-4 py-3">
          <h4 className="text-sm font-semibold text-navy-900">{t('results.reviewQuestion.explanation')}</h4>
          <div lang={first.language}>
            <RichText html={first.question.explanation} className="mt-1 text-sm leading-relaxed text-slate-700" />
          </div>
          {second?.question.explanation && (
            <div lang={second.language} className="mt-2 border-t border-navy-100 pt-2">
              <RichText html={second.question.explanation} className="text-sm leading-relaxed text-slate-700" />
            </div>
          )}
        </div>
      )}
      {question.challenge && <ChallengeStatusPanel challenge={question.challenge} />}
      {canReport && (
        <ReportErrorButton
          question={question}
          actions={<ChallengeKeyButton question={question} periodOpen={challengesOpen} />}
        />
      )}
    </article>
  );
}
