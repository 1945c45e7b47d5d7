import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Pixels drawn per CSS pixel of a page 800 wide: sharp on phones' dense screens, not huge. */
const RENDER_WIDTH = 1200;

interface PdfPagesProps {
  pdf: PDFDocumentProxy;
  /** What a page is, for screen readers: 'Page 2 of 5 of the answer'. */
  pageLabel: (page: number, pages: number) => string;
  /** Drawn over each page, the size of the page (marks, the place to put them). */
  overlay?: (page: number) => ReactNode;
}

/** The pages of a PDF, one under the other, each as wide as the column, drawn as they scroll in. */
export function PdfPages({ pdf, pageLabel, overlay }: PdfPagesProps) {
  return (
    <ol className="space-y-4">
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <li key={i}>
          <PdfPage pdf={pdf} number={i + 1} label={pageLabel(i + 1, pdf.numPages)} overlay={overlay?.(i + 1)} />
        </li>
      ))}
    </ol>
  );
}

function PdfPage({
  pdf,
  number,
  label,
  overlay,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  label: string;
  overlay: ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState(Math.SQRT2); // A4 until the page says otherwise

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    // Draw a page only as it comes near the screen: forty pages drawn at once would stall a phone.
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        void pdf.getPage(number).then((page) => {
          if (cancelled) return;
          const natural = page.getViewport({ scale: 1 });
          setRatio(natural.height / natural.width);
          const viewport = page.getViewport({ scale: RENDER_WIDTH / natural.width });
          canvas.width = Math.round(viewport.width);
          canvas.height = Math.round(viewport.height);
          const task = page.render({ canvas, viewport });
          render = task;
          task.promise.catch(() => undefined); // a cancelled render is not an error
        });
      },
      { rootMargin: '400px' },
    );
    seen.observe(canvas);
    return () => {
      cancelled = true;
      seen.disconnect();
      render?.cancel();
    };
  }, [pdf, number]);

  return (
    <div
      className="relative w-full overflow-hidden rounded-md bg-white shadow ring-1 ring-slate-300"
      style={{ aspectRatio: `1 / ${ratio}` }}
    >
      <canvas ref={canvasRef} role="img" aria-label={label} className="absolute inset-0 size-full" />
      {overlay && <div className="absolute inset-0">{overlay}</div>}
    </div>
  );
}
