import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The form (react-hook-form, the schema) is its own chunk, fetched when the pointer or focus
// reaches the button: this button is on every page, the form is rarely opened.
const loadDialog = () => import('./CourseEnquiryDialog');
const CourseEnquiryDialog = lazy(() => loadDialog().then((module) => ({ default: module.CourseEnquiryDialog })));

function preloadDialog(): void {
  // A failed download here is retried when the button is pressed.
  loadDialog().catch(() => undefined);
}

/**
 * The floating "Course Enquiry" button, bottom right on every page. On phones it
 * is a round icon button; while the pop-over ad's strip fills the bottom of a phone screen it
 * sits above it, so neither covers the other.
 */
export function CourseEnquiryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
        className="fixed right-3 bottom-3 z-40 inline-flex size-13 items-center justify-center gap-2 rounded-full bg-saffron-500 font-semibold text-navy-950 shadow-lg ring-1 ring-navy-950/10 transition-[background-color,bottom] hover:bg-saffron-400 sm:right-5 sm:bottom-5 sm:h-auto sm:w-auto sm:px-5 sm:py-3 [body:has([aria-label=Advertisement])_&]:max-sm:bottom-34"
      >
        <MessageSquareText className="size-5" aria-hidden="true" />
        <span className="text-sm max-sm:sr-only">Course Enquiry</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CourseEnquiryDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
