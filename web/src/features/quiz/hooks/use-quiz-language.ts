import { useCallback, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { type QuizLanguage, storedQuizLanguage, storeQuizLanguage } from '../rules/question-language';

/** The learner's question language and its setter, remembered per learner on this device. */
export function useQuizLanguage(): [QuizLanguage, (language: QuizLanguage) => void] {
  const { user } = useAuth();
  const learner = String(user?.unique_id || user?.email || 'visitor');
  const [language, setLanguage] = useState<QuizLanguage>(() => storedQuizLanguage(learner));
  const choose = useCallback(
    (next: QuizLanguage) => {
      storeQuizLanguage(learner, next);
      setLanguage(next);
    },
    [learner],
  );
  return [language, choose];
}
