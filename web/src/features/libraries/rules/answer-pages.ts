/**
 * An answer sent as photos of its handwritten pages (docs/product.md, "Answers from a phone"): the
 * learner picks photos (in one go or several), puts them in order, turns any that came out
 * sideways and drops a bad one, then sends them; the server makes one PDF of them in that order.
 */

/** The most pages one answer may have (the server's limit too). */
export const MAX_ANSWER_PAGES = 40;

/** The photo types the server reads; the browser's type comes from the name, the server checks the bytes. */
export const PAGE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export interface AnswerPage {
  /** Stable across moves, for React keys and focus. */
  id: string;
  file: File;
  /** Quarter turns clockwise the learner asked for, 0 to 3. */
  quarterTurns: number;
}

export type PagesIssue = 'notPhoto' | 'tooMany';

let nextId = 0;

/**
 * The pages with the chosen photos added at the end, up to the limit. Answers the pages and the
 * issue, if some photos could not be added.
 */
export function addPages(
  pages: readonly AnswerPage[],
  files: readonly File[],
): { pages: AnswerPage[]; issue: PagesIssue | null } {
  const photos = files.filter((file) => (PAGE_PHOTO_TYPES as readonly string[]).includes(file.type));
  const room = MAX_ANSWER_PAGES - pages.length;
  const added = photos.slice(0, Math.max(0, room)).map((file) => ({ id: `page-${++nextId}`, file, quarterTurns: 0 }));
  const issue: PagesIssue | null = photos.length < files.length ? 'notPhoto' : photos.length > room ? 'tooMany' : null;
  return { pages: [...pages, ...added], issue };
}

/** The pages with the one at index moved by step places (-1 earlier, +1 later), if it can go. */
export function movePage(pages: readonly AnswerPage[], index: number, step: -1 | 1): AnswerPage[] {
  const to = index + step;
  if (index < 0 || index >= pages.length || to < 0 || to >= pages.length) return [...pages];
  const next = [...pages];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, ...(moved ? [moved] : []));
  return next;
}

/** The pages with the one at index turned a quarter clockwise. */
export function turnPage(pages: readonly AnswerPage[], index: number): AnswerPage[] {
  return pages.map((page, i) => (i === index ? { ...page, quarterTurns: (page.quarterTurns + 1) % 4 } : page));
}

/** The pages without the one at index. */
export function removePage(pages: readonly AnswerPage[], index: number): AnswerPage[] {
  return pages.filter((_, i) => i !== index);
}
