import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF's bytes with PDF.js, loaded on demand: the library (some 400 KB) and its worker
 * come only to the screens that show pages, never with the first page a learner opens.
 */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval: the app's content security policy forbids it, and PDF.js does without.
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}
