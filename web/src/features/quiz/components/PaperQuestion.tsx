import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/RichText';
import type { ReviewQuestion } from '../api/schemas';
import { optionLetter } from '../rules/format';
import { type PaperLanguage, paperVersions } from '../rules/paper';
import type { QuizLanguage } from '../rules/question-language';
import { InlineHtml } from './InlineHtml';

/**
 * One question of the printed paper: its number, then each version (English, Hindi, Marathi) with its
 * options (a) to (d), in the HTML the running test shows; with the answers, the key and the
 * explanation below. Each version with its options, and the answer, is kept on one page where it
 * fits (break-inside: avoid): a whole bilingual question with a map and its answer may be taller
 * than what is left of a page, and held together it would leave that page blank.
 */
export function PaperQuestion({
  question,
  language,
  languages,
  base,
  withAnswers,
}: {
  question: ReviewQuestion;
  language: PaperLanguage;
  /** The paper's languages, English first. */
  languages: readonly QuizLanguage[];
  /** The language of a question's own words (Hindi for a test set in Hindi alone). */
  base: QuizLanguage;
  withAnswers: boolean;
}) {
  const { t } = useTranslation();
  const versions = paperVersions(question, language, languages, base);
  // A version without its own explanation reads the English one: printed once, not twice.
  const explanations = versions
    .map(({ question: version, language: versionLanguage }) => ({
      html: version.explanation,
      language: versionLanguage,
    }))
    .filter(({ html }, index, all) => html !== '' && all.findIndex((other) => other.html === html) === index);
  const keyIndex = question.options.findIndex((option) => option.id === question.correctOption);
  return (
    <li className="flex gap-3 border-b border-slate-200 py-5 last:border-b-0 print:border-slate-300 print:py-4">
      <span className="w-8 shrink-0 pt-px text-right font-semibold text-navy-950 tabular-nums">{question.number}.</span>
      <div className="min-w-0 flex-1 space-y-4">
        {versions.map(({ question: version, language: versionLanguage }) => (
          <div key={versionLanguage} lang={versionLanguage} className="break-inside-avoid">
            <RichText
              html={version.description}
              className="leading-relaxed text-slate-900 print:[&_img]:max-h-[110mm] print:[&_img]:w-auto"
            />
            <ol className="mt-2 grid gap-1">
              {version.options.map((option, index) => (
                <li key={option.id} className="flex gap-2">
                  <span className="shrink-0 text-slate-700">({optionLetter(index)})</span>
                  <InlineHtml html={option.text} className="min-w-0 text-slate-900" />
                </li>
              ))}
            </ol>
          </div>
        ))}
        {withAnswers && (question.dropped || keyIndex >= 0) && (
          <div className="break-inside-avoid rounded-lg border border-emerald-200 bg-emerald-50/60 px-3 py-2 print:border-slate-300 print:bg-white">
            <p className="font-semibold text-emerald-900 print:text-slate-900">
              {question.dropped
                ? t('results.paper.dropped')
                : t('results.paper.answer', { letter: optionLetter(keyIndex) })}
            </p>
            {explanations.map(({ html, language: versionLanguage }) => (
              <div key={versionLanguage} lang={versionLanguage} className="mt-1">
                <RichText html={html} className="text-sm leading-relaxed text-slate-800" />
              </div>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
