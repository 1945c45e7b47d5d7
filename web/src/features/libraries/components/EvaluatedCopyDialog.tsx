import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPages } from '@/components/pdf/PdfPages';
import { usePdfFile } from '@/components/pdf/use-pdf-file';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';

interface EvaluatedCopyDialogProps {
  testName: string;
  filePath: string;
  onClose: () => void;
}

/**
 * The evaluated copy in the browser (docs/product.md, "Evaluating in the browser"): the pages
 * with the evaluator's marks and the summary page, drawn by PDF.js, nothing to download first.
 */
export function EvaluatedCopyDialog({ testName, filePath, onClose }: EvaluatedCopyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const pdf = usePdfFile(filePath);
  return (
    <Modal labelledBy={titleId} onClose={onClose} panelClassName="max-w-3xl p-3 sm:p-5">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            {t('libraries.mains.copy.title')}
          </h2>
          <p className="text-sm text-slate-600">{testName}</p>
        </div>
        <CloseButton onClick={onClose} className="-mt-1 -mr-1" />
      </div>
      {pdf.status === 'ready' ? (
        <PdfPages pdf={pdf.document} pageLabel={(page, pages) => t('libraries.mains.copy.page', { page, pages })} />
      ) : (
        <p className="rounded-md bg-slate-50 p-6 text-slate-600" role={pdf.status === 'failed' ? 'alert' : 'status'}>
          {pdf.status === 'failed' ? t('libraries.mains.copy.failed') : t('libraries.mains.copy.loading')}
        </p>
      )}
    </Modal>
  );
}
