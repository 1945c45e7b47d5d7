import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type QuizLanguage } from '../rules/question-language';

/**
 * 'English' / 'मराठी': a toggle button for each of the test's languages, setting the language the
 * questions are read in (docs/product.md, "Languages of a test"). Each name is written in its own
 * language and script, whatever the interface's language; the group's label (by default "Question
 * language") is not.
 */
export function LanguageSwitch({
  languages,
  language,
  onChange,
  label,
}: {
  languages: readonly QuizLanguage[];
  language: QuizLanguage;
  onChange: (language: QuizLanguage) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label ?? t('quiz.languageSwitch.label')}
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 p-1"
    >
      <Languages className="ml-1.5 size-4 text-slate-500" aria-hidden="true" />
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => onChange(option)}
          className={`rounded-full px-3 py-1 text-sm font-semibold transition-colors ${
            language === option ? 'bg-navy-800 text-white' : 'text-navy-800 hover:bg-white'
          }`}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
