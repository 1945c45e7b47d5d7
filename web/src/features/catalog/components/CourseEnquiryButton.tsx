import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CourseInView, useCourseInView } from './course-in-view';

// The form (react-hook-form, the schema) is its own chunk, fetched when the pointer or focus
// reaches the button: this button is on every page, the form is rarely opened.
const loadDialog = () => import('./CourseEnquiryDialog');
const CourseEnquiryDialog = lazy(() => loadDialog().then((module) => ({ default: module.CourseEnquiryDialog })));

function preloadDialog(): void {
  // A failed download here is retried when the button is pressed.
  loadDialog().catch(() => undefined);
}

/**
 * The floating "Course Enquiry" button (docs/product.md, "Course Enquiry"), on every page. From
 * 640 px up it is a narrow tab on the right edge near the bottom, no wider than the page's side
 * margin (24 px, then 32 px from 1024 px), so it never lies over a card or its buttons, wherever
 * the page is scrolled. On phones it is a round icon button in the bottom corner (the footer leaves it
 * room); while the pop-over ad's strip fills the bottom of the screen it sits above it, so neither
 * covers the other. Opened on a course's page, the form is about that course.
 */
export function CourseEnquiryButton() {
  const { t } = useTranslation();
  const courseInView = useCourseInView();
  // The course is fixed when the form opens: a page change under the open form leaves it as it was.
  const [open, setOpen] = useState<{ course: CourseInView | null } | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen({ course: courseInView })}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
        className="fixed right-3 bottom-3 z-40 inline-flex size-13 items-center justify-center gap-2 rounded-full bg-saffron-500 font-semibold text-navy-950 shadow-lg ring-1 ring-navy-950/10 transition-[background-color,bottom] hover:bg-saffron-400 sm:right-0 sm:bottom-6 sm:h-auto sm:w-6 sm:flex-col sm:gap-1.5 sm:rounded-l-lg sm:rounded-r-none sm:py-3 lg:w-8 lg:py-4 [body:has([data-popover-ad])_&]:max-sm:bottom-34"
      >
        <MessageSquareText className="size-5 sm:size-4 lg:size-5" aria-hidden="true" />
        <span className="text-sm max-sm:sr-only sm:rotate-180 sm:text-xs sm:[writing-mode:vertical-rl] lg:text-sm">
          {t('catalog.enquiry.open')}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CourseEnquiryDialog course={open.course} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
