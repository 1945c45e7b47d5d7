import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '@/i18n/format';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '@/i18n/languages';
import { useLanguageNames } from '../hooks/use-language-names';
import { BILINGUAL, itemLanguages, languageLabelOf } from '../rules/content-language';

/**
 * The languages a note, test or video is in (docs/product.md, "Languages of notes, tests and
 * videos"), on the item's card: English (in the interface's words), another language named as
 * learners know it ('हिन्दी', 'मराठी' in any interface), or Bilingual; screen readers hear the
 * whole phrase ('In English and Marathi') instead, so the bare word is not read out of context.
 */
export function LanguageBadge({ languages }: { languages: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const name = useLanguageNames();
  const label = languageLabelOf(languages);
  const shown =
    label === BILINGUAL
      ? t('libraries.languages.badge.bilingual')
      : label === DEFAULT_LANGUAGE
        ? name(label)
        : (LANGUAGE_NAMES[label] ?? label);
  const spoken =
    label === BILINGUAL
      ? t('libraries.languages.spoken.several', {
          languages: new Intl.ListFormat(locale, { type: 'conjunction' }).format(itemLanguages(languages).map(name)),
        })
      : t('libraries.languages.spoken.one', { language: name(label) });
  return (
    <span
      data-language={label}
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-1 text-xs font-semibold text-sky-900 ring-1 ring-sky-700/20"
    >
      <Languages className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
