import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { prepareHindi, setLanguage } from '@/i18n';
import { isLanguage, type Language, LANGUAGE_NAMES } from '@/i18n/languages';
import { saveLanguage } from '@/features/profile/api/save-language';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The header's language switch: it names the other language in that language ('हिन्दी' while the
 * interface is in English, 'English' while it is in Hindi), so a learner who cannot read the
 * current one still finds it. The choice is remembered on the device and, for a learner who is
 * logged in, on the account too (docs/product.md, "Languages of the interface").
 */
export function InterfaceLanguageSwitch({ className = '', onChoose }: { className?: string; onChoose?: () => void }) {
  const { i18n } = useTranslation();
  const { isLoggedIn } = useAuth();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const other: Language = current === 'hi' ? 'en' : 'hi';
  const switchTo = async (language: Language) => {
    // Hindi appears only once its texts and font are in, so the page does not re-flow twice.
    if (language === 'hi') await prepareHindi();
    await setLanguage(language);
    onChoose?.();
    // The page has already switched; the account's copy only steers later e-mails.
    if (isLoggedIn)
      saveLanguage(language).catch((error: unknown) => console.warn('Saving the language failed:', error));
  };
  return (
    <button
      type="button"
      lang={other}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50 hover:text-navy-950 ${className}`}
      onPointerEnter={other === 'hi' ? () => void prepareHindi() : undefined}
      onClick={() => void switchTo(other)}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
