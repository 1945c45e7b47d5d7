import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/lib/save-file';
import type { Receipt } from '../api/schemas';

/** The file a receipt is saved as. */
export function receiptFileName(receipt: Receipt): string {
  return `aspirant-receipt-${receipt.attemptId}.json`;
}

/**
 * Saves the signed receipt of a submission as JSON, exactly as the server sent it, so that it
 * still verifies (docs/product.md, "Receipts").
 */
export function ReceiptDownload({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const save = () => {
    const json = JSON.stringify(receipt, null, 2) + '\n';
    saveBlob(new Blob([json], { type: 'application/json' }), receiptFileName(receipt));
  };
  return (
    <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:gap-4">
      <button type="button" className="btn btn-outline shrink-0 self-start" onClick={save}>
        <FileDown className="size-4" aria-hidden="true" />
        {t('results.summary.receipt')}
      </button>
      <p className="text-sm text-slate-600">{t('results.summary.receiptExplained')}</p>
    </div>
  );
}
