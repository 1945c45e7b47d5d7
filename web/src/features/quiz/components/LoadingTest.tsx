import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The loading screen while the attempt and its questions arrive. */
export function LoadingTest() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="flex flex-col items-center gap-4 text-center">
        <LoaderCircle className="size-10 animate-spin text-navy-700 motion-reduce:animate-none" aria-hidden="true" />
        <p className="text-lg font-semibold text-navy-900">{t('quiz.messages.loadingTest')}</p>
      </div>
    </div>
  );
}
