import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage } from '@/i18n/languages';
import type { Wording } from '../rules/wording';

/** The component's translate function and locale, for the rules that put texts into words. */
export function useWording(): Wording {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(() => ({ t, language, locale: intlLocale(language) }), [t, language]);
}
