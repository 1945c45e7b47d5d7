import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { chosenQuizLanguage, type QuizLanguage, quizLanguageFor, storeQuizLanguage } from '../rules/question-language';

/**
 * The learner's question language and its setter, remembered per learner on this device. Until
 * the learner chooses one, it follows the interface's language (docs/product.md, "Languages of a
 * test"): a Hindi interface opens a bilingual test's questions in Hindi.
 */
export function useQuizLanguage(): [QuizLanguage, (language: QuizLanguage) => void] {
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
  return [chosen ?? quizLanguageFor(i18n.language), choose];
}
