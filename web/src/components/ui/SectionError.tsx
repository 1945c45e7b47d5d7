import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SectionErrorProps {
  message: string;
  onRetry?: () => void;
}

/**
 * The error state of a page section: its fixed message (docs/product.md, "Messages") and, where
 * useful, a retry.
 */
export function SectionError({ message, onRetry }: SectionErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-8 text-center"
    >
      <CircleAlert className="size-6 text-rose-500" aria-hidden="true" />
      <p className="font-medium text-rose-800">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn btn-outline text-sm">
          {t('common.actions.retry')}
        </button>
      )}
    </div>
  );
}
