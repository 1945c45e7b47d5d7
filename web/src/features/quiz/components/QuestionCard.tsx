import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/RichText';
import type { Question } from '../api/schemas';
import type { AnswerValue } from '../rules/answer-value';
import type { ConfidenceTag } from '../rules/confidence';
import { AnswerInput } from './AnswerInput';
import { ConfidenceToggle } from './ConfidenceToggle';

interface QuestionCardProps {
  question: Question;
  number: number;
  /** The learner's answer, a value of the question's kind (none: undefined). */
  answer: AnswerValue | undefined;
  marked: boolean;
  disabled: boolean;
  onAnswer: (answer: AnswerValue) => void;
  /** The language the question is shown in (a bilingual test's switch). */
  lang?: string;
  /** The answer's confidence tag, and the toggle that sets it (left out: no tags shown). */
  confidence?: ConfidenceTag;
  onToggleConfidence?: (tag: ConfidenceTag) => void;
}

/** One question, and the answer component of its kind (AnswerInput). */
export function QuestionCard({
  question,
  number,
  answer,
  marked,
  disabled,
  onAnswer,
  lang,
  confidence,
  onToggleConfidence,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const headingId = `question-${question.id}-text`;

  return (
    <article className="card p-4 sm:p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-display text-lg font-bold text-navy-900">{t('quiz.question.heading', { number })}</h2>
        {question.topic && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
            {question.topic}
          </span>
        )}
        {marked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
            <Bookmark className="size-3" aria-hidden="true" />
            {t('quiz.question.marked')}
          </span>
        )}
      </div>
      <div id={headingId} lang={lang}>
        <RichText html={question.description} className="mt-3 leading-relaxed text-slate-800" />
      </div>

      <AnswerInput
        question={question}
        number={number}
        answer={answer}
        disabled={disabled}
        onAnswer={onAnswer}
        lang={lang}
      />
      {onToggleConfidence && (
        <ConfidenceToggle
          questionId={question.id}
          value={confidence}
          answered={answer !== undefined}
          disabled={disabled}
          onToggle={onToggleConfidence}
        />
      )}
    </article>
  );
}
