import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPages } from '@/components/pdf/PdfPages';
import { usePdfFile } from '@/components/pdf/use-pdf-file';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';
import { type CopyComment, EvaluatedCopyComments } from './EvaluatedCopyComments';

interface EvaluatedCopyDialogProps {
  testName: string;
  filePath: string;
  /** The evaluator's comments as text, listed under the pages (beside them on a wide screen). */
  comments?: readonly CopyComment[];
  onClose: () => void;
}

/**
 * The evaluated copy in the browser (docs/product.md, "Evaluating in the browser"): the pages
 * with the evaluator's marks and the summary page, drawn by PDF.js, nothing to download first; the
 * comments also as text, which a phone shows too small on the page.
 */
export function EvaluatedCopyDialog({ testName, filePath, comments = [], onClose }: EvaluatedCopyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const pdf = usePdfFile(filePath);
  const pagesRef = useRef<HTMLDivElement>(null);
  const showPage = (page: number) => {
    const pages = pagesRef.current?.querySelectorAll(':scope > ol > li');
    pages?.[page - 1]?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const commented = comments.length > 0;
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      panelClassName={`max-w-3xl p-3 sm:p-5 ${commented ? 'lg:max-w-5xl' : ''}`}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            {t('libraries.mains.copy.title')}
          </h2>
          <p className="text-sm text-slate-600">{testName}</p>
        </div>
        <CloseButton onClick={onClose} className="-mt-1 -mr-1" />
      </div>
      <div className={commented ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-4' : ''}>
        <div ref={pagesRef}>
          {pdf.status === 'ready' ? (
            <PdfPages pdf={pdf.document} pageLabel={(page, pages) => t('libraries.mains.copy.page', { page, pages })} />
          ) : (
            <p
              className="rounded-md bg-slate-50 p-6 text-slate-600"
              role={pdf.status === 'failed' ? 'alert' : 'status'}
            >
              {pdf.status === 'failed' ? t('libraries.mains.copy.failed') : t('libraries.mains.copy.loading')}
            </p>
          )}
        </div>
        {commented && (
          <div className="mt-4 lg:sticky lg:top-3 lg:mt-0 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
            <EvaluatedCopyComments comments={comments} onShowPage={showPage} />
          </div>
        )}
      </div>
    </Modal>
  );
}
