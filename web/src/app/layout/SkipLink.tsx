import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps past the header straight to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-full bg-navy-900 px-4 py-2 text-sm font-semibold text-white shadow-lg transition focus:translate-y-0"
    >
      {t('layout.skipLink')}
    </a>
  );
}
