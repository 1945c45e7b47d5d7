import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../api/schemas';
import { type AnswerValue, singleChoice } from '../rules/answer-value';
import { optionLetter } from '../rules/format';
import { InlineHtml } from './InlineHtml';

export interface AnswerInputProps {
  question: Question;
  number: number;
  answer: AnswerValue | undefined;
  disabled: boolean;
  onAnswer: (answer: AnswerValue) => void;
  /** The language the question is shown in (a bilingual test's switch). */
  lang?: string;
}

/**
 * How a question takes its answer, picked by its kind (docs/product.md, "Question kinds"). Today
 * there is one kind, single choice, answered on the option list; a new kind adds its component
 * here, beside its member of AnswerValue (docs/architecture.md, "Adding a question kind").
 */
export function AnswerInput(props: AnswerInputProps) {
  switch (props.question.kind) {
    default:
      return <OptionList {...props} />;
  }
}

/**
 * A single-choice question's options. They are native radio buttons (visually drawn as cards),
 * so Tab reaches the group and the arrow keys move between options as in any form; the number
 * keys 1 to n pick an option directly.
 */
function OptionList({ question, number, answer, disabled, onAnswer, lang }: AnswerInputProps) {
  const { t } = useTranslation();
  const selectedOption = answer?.optionId;

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const option = /^[1-9]$/.test(event.key) ? question.options[Number(event.key) - 1] : undefined;
    if (!option) return;
    event.preventDefault();
    onAnswer(singleChoice(option.id));
    document.getElementById(`option-${option.id}`)?.focus();
  };

  return (
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
                onChange={() => onAnswer(singleChoice(option.id))}
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
  );
}
