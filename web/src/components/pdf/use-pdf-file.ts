import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { apiDownload } from '@/lib/api-client';
import { openPdf } from './open-pdf';

export type PdfFileState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; document: PDFDocumentProxy };

/** A paid or private PDF by its storage key, fetched with the session and opened with PDF.js. */
export function usePdfFile(filePath: string | undefined): PdfFileState {
  const [state, setState] = useState<PdfFileState>({ status: 'loading' });
  useEffect(() => {
    if (!filePath) return;
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    apiDownload('/v1/modules/download', { query: { filePath } })
      .then((blob) => blob.arrayBuffer())
      .then(openPdf)
      .then(
        (document) => {
          opened = document;
          if (cancelled) void document.destroy();
          else setState({ status: 'ready', document });
        },
        () => {
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [filePath]);
  return state;
}
