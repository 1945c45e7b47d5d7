import type { ParseKeys } from 'i18next';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type LanguageLabel, languageLabelOf } from '../rules/content-language';

/** What the badge shows: each language named as learners know it ('हिन्दी' in either interface). */
const SHOWN = {
  english: 'libraries.languages.badge.english',
  hindi: 'libraries.languages.badge.hindi',
  bilingual: 'libraries.languages.badge.bilingual',
} as const satisfies Record<LanguageLabel, ParseKeys>;

/** What a screen reader says instead: a phrase, so the bare word is not read out of context. */
const SPOKEN = {
  english: 'libraries.languages.spoken.english',
  hindi: 'libraries.languages.spoken.hindi',
  bilingual: 'libraries.languages.spoken.bilingual',
} as const satisfies Record<LanguageLabel, ParseKeys>;

/**
 * The languages a note, test or video is in (docs/product.md, "Languages of notes, tests and
 * videos"): English, हिन्दी or Bilingual, on the item's card.
 */
export function LanguageBadge({ languages }: { languages: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const label = languageLabelOf(languages);
  return (
    <span
      data-language={label}
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-1 text-xs font-semibold text-sky-900 ring-1 ring-sky-700/20"
    >
      <Languages className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{t(SHOWN[label])}</span>
      <span className="sr-only">{t(SPOKEN[label])}</span>
    </span>
  );
}
