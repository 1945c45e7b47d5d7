import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { prepareLanguage, setLanguage } from '@/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_ROWS } from '@/i18n/languages';
import { saveLanguage } from '@/features/profile/api/save-language';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The header's language switch: a button for each other language of the registry, named in that
 * language ('हिन्दी' and 'मराठी' while the interface is in English), so a learner who cannot read
 * the current one still finds theirs. The choice is remembered on the device and, for a learner
 * who is logged in, on the account too (docs/product.md, "Languages of the interface").
 */
export function InterfaceLanguageSwitch({ className = '', onChoose }: { className?: string; onChoose?: () => void }) {
  const { i18n } = useTranslation();
  const { isLoggedIn } = useAuth();
  const current: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const others = LANGUAGE_ROWS.filter((row) => row.code !== current);
  const switchTo = async (language: Language) => {
    // The language appears only once its texts and font are in, so the page does not re-flow twice.
    await prepareLanguage(language);
    await setLanguage(language);
    onChoose?.();
    // The page has already switched; the account's copy only steers later e-mails.
    if (isLoggedIn)
      saveLanguage(language).catch((error: unknown) => console.warn('Saving the language failed:', error));
  };
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`}>
      <Languages className="size-4 shrink-0 text-navy-800" aria-hidden="true" />
      {others.map((row) => (
        <button
          key={row.code}
          type="button"
          lang={row.code}
          className="inline-flex items-center rounded-full px-2.5 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50 hover:text-navy-950"
          onPointerEnter={() => void prepareLanguage(row.code)}
          onClick={() => void switchTo(row.code)}
        >
          {row.name}
        </button>
      ))}
    </span>
  );
}
