import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGE_NAMES } from '@/i18n/languages';

/**
 * Each language named in the interface's language ('Marathi', 'मराठी'), for the library's filter
 * and what a badge says to screen readers; a language the interface's texts do not name yet is
 * named in itself, as the registry names it.
 */
export function useLanguageNames(): (language: Language) => string {
  const { t } = useTranslation();
  const names: Partial<Record<string, string>> = t('libraries.languages.names', { returnObjects: true });
  return useCallback((language) => names[language] ?? LANGUAGE_NAMES[language] ?? language, [names]);
}
