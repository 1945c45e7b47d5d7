import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Where the build puts PDF.js's standard fonts (vite.config.ts). */
export const STANDARD_FONTS = '/pdfjs/standard_fonts/';

/**
 * Opens a PDF's bytes with PDF.js, loaded on demand: the library (some 400 KB) and its worker
 * come only to the screens that show pages, never with the first page a learner opens.
 */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval: the app's content security policy forbids it, and PDF.js does without. The standard
  // fonts (an evaluated copy's comments and ticks use them) come with the app (vite.config.ts).
  return pdfjs.getDocument({ data, isEvalSupported: false, standardFontDataUrl: STANDARD_FONTS }).promise;
}
