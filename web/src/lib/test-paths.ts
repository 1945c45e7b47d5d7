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
