/**
 * The addresses of a prelims test's screens that more than one feature links to: the learner's
 * test (features/quiz) and staff's "Preview as a learner" of it, which the console opens.
 */

export function quizPath(slug: string): string {
  return `/quiz/${encodeURIComponent(slug)}`;
}

/** Staff's "Preview as a learner" of a test (docs/product.md): its running screen, then its review. */
export function previewPath(slug: string): string {
  return `${quizPath(slug)}/preview`;
}

/**
 * A free test series' course page that goes straight on to its first test's start page for a
 * signed-in learner, enrolling them first when needed: the home page's 'Take a free test'
 * (docs/product.md, "Free courses").
 */
export const START_FREE_TEST_PARAM = 'start';
export const START_FREE_TEST_VALUE = 'test';

export function startFreeTestHref(coursePath: string): string {
  return `${coursePath}?${START_FREE_TEST_PARAM}=${START_FREE_TEST_VALUE}`;
}
