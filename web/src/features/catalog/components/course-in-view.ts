import { useEffect, useSyncExternalStore } from 'react';

/** The course a page is about, as the Course Enquiry names it. */
export interface CourseInView {
  id: number;
  name: string;
}

// One course at a time: the page on screen. The Course Enquiry button floats over every page,
// outside the page's own tree, so the page tells it through this small store.
let current: CourseInView | null = null;
const listeners = new Set<() => void>();

function setCourseInView(course: CourseInView | null): void {
  current = course;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A course page says which course it shows while it is on screen (docs/product.md, "Course Enquiry"). */
export function useShowingCourse(id: number, name: string): void {
  useEffect(() => {
    const course = { id, name };
    setCourseInView(course);
    return () => {
      if (current === course) setCourseInView(null);
    };
  }, [id, name]);
}

/** The course of the page on screen, or null away from a course page. */
export function useCourseInView(): CourseInView | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
