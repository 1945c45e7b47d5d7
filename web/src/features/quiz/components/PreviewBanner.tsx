import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Staff's "Preview as a learner" (docs/product.md): said on every screen of it, so no one takes it for a sitting. */
export function PreviewBanner({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="note" className="border-b border-sky-300 bg-sky-50 text-sky-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center">
        <Eye className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
        <p>{message ?? t('quiz.preview.banner')}</p>
      </div>
    </div>
  );
}
