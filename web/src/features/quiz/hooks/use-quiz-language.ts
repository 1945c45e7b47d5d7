import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { chosenQuizLanguage, type QuizLanguage, quizLanguageIn, storeQuizLanguage } from '../rules/question-language';

/**
 * The learner's question language among the test's `languages`, and its setter, remembered per
 * learner on this device. Until the learner chooses one the test has, it follows the interface's
 * language where the test has it (docs/product.md, "Languages of a test"): a Marathi interface
 * opens a test in English and Marathi in Marathi.
 */
export function useQuizLanguage(languages: readonly QuizLanguage[]): [QuizLanguage, (language: QuizLanguage) => void] {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const learner = String(user?.unique_id || user?.email || 'visitor');
  const [chosen, setChosen] = useState<QuizLanguage | null>(() => chosenQuizLanguage(learner));
  const choose = useCallback(
    (next: QuizLanguage) => {
      storeQuizLanguage(learner, next);
      setChosen(next);
    },
    [learner],
  );
  return [quizLanguageIn(languages, chosen, i18n.language), choose];
}
