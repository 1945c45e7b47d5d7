import { Bookmark } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/RichText';
import type { Question } from '../api/schemas';
import type { ConfidenceTag } from '../rules/confidence';
import { optionLetter } from '../rules/format';
import { ConfidenceToggle } from './ConfidenceToggle';
import { InlineHtml } from './InlineHtml';

interface QuestionCardProps {
  question: Question;
  number: number;
  selectedOption: number | undefined;
  marked: boolean;
  disabled: boolean;
  onSelect: (optionId: number) => void;
  /** The language the question is shown in (a bilingual test's switch). */
  lang?: string;
  /** The answer's confidence tag, and the toggle that sets it (left out: no tags shown). */
  confidence?: ConfidenceTag;
  onToggleConfidence?: (tag: ConfidenceTag) => void;
}

/**
 * One question and its options. The options are native radio buttons (visually drawn as cards),
 * so Tab reaches the group and the arrow keys move between options as in any form; the number
 * keys 1 to n pick an option directly.
 */
export function QuestionCard({
  question,
  number,
  selectedOption,
  marked,
  disabled,
  onSelect,
  lang,
  confidence,
  onToggleConfidence,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const headingId = `question-${question.id}-text`;

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const option = /^[1-9]$/.test(event.key) ? question.options[Number(event.key) - 1] : undefined;
    if (!option) return;
    event.preventDefault();
    onSelect(option.id);
    document.getElementById(`option-${option.id}`)?.focus();
  };

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

      <fieldset className="mt-5" disabled={disabled} onKeyDown={onKeyDown}>
        <legend className="sr-only">{t('quiz.question.options', { number })}</legend>
        <div className="space-y-2.5" lang={lang}>
          {question.options.map((option, index) => {
            const checked = selectedOption === option.id;
            return (
              <label
                key={option.id}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-400 sm:p-3.5 ${
                  checked
                    ? 'border-navy-600 bg-navy-50 ring-1 ring-navy-600'
                    : 'border-slate-200 bg-white hover:border-navy-300 hover:bg-slate-50'
                }`}
              >
                <input
                  id={`option-${option.id}`}
                  type="radio"
                  name={`question-${question.id}`}
                  value={option.id}
                  checked={checked}
                  onChange={() => onSelect(option.id)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`grid size-7 shrink-0 place-items-center rounded-full border text-sm font-semibold ${
                    checked ? 'border-navy-700 bg-navy-700 text-white' : 'border-slate-300 text-slate-600'
                  }`}
                >
                  {optionLetter(index)}
                </span>
                <InlineHtml html={option.text} className="pt-0.5 text-slate-800" />
              </label>
            );
          })}
        </div>
      </fieldset>
      {onToggleConfidence && (
        <ConfidenceToggle
          questionId={question.id}
          value={confidence}
          answered={selectedOption !== undefined}
          disabled={disabled}
          onToggle={onToggleConfidence}
        />
      )}
    </article>
  );
}
