import { describe, expect, it } from 'vitest';
import { MAX_ANSWER_PAGES, addPages, movePage, removePage, turnPage } from './answer-pages';

const photo = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

describe('answer pages', () => {
  it('adds photos at the end, in the order picked, across several picks', () => {
    const first = addPages([], [photo('1.jpg'), photo('2.png', 'image/png')]);
    const second = addPages(first.pages, [photo('3.jpg')]);
    expect(second.pages.map((page) => page.file.name)).toEqual(['1.jpg', '2.png', '3.jpg']);
    expect(second.issue).toBeNull();
    expect(new Set(second.pages.map((page) => page.id)).size).toBe(3);
  });

  it('leaves out what is not a JPEG or PNG photo, and says so', () => {
    const { pages, issue } = addPages(
      [],
      [photo('a.jpg'), photo('b.heic', 'image/heic'), photo('c.pdf', 'application/pdf')],
    );
    expect(pages.map((page) => page.file.name)).toEqual(['a.jpg']);
    expect(issue).toBe('notPhoto');
  });

  it('stops at the page limit, and says so', () => {
    const many = Array.from({ length: MAX_ANSWER_PAGES - 1 }, (_, i) => photo(`${i}.jpg`));
    const { pages } = addPages([], many);
    const more = addPages(pages, [photo('last.jpg'), photo('over.jpg')]);
    expect(more.pages).toHaveLength(MAX_ANSWER_PAGES);
    expect(more.pages.at(-1)?.file.name).toBe('last.jpg');
    expect(more.issue).toBe('tooMany');
  });

  it('moves a page earlier or later, but not off either end', () => {
    const { pages } = addPages([], [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    const names = (list: typeof pages) => list.map((page) => page.file.name);
    expect(names(movePage(pages, 2, -1))).toEqual(['1.jpg', '3.jpg', '2.jpg']);
    expect(names(movePage(pages, 0, 1))).toEqual(['2.jpg', '1.jpg', '3.jpg']);
    expect(names(movePage(pages, 0, -1))).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(names(movePage(pages, 2, 1))).toEqual(['1.jpg', '2.jpg', '3.jpg']);
  });

  it('turns a page a quarter at a time, round to upright again', () => {
    let { pages } = addPages([], [photo('1.jpg'), photo('2.jpg')]);
    for (let i = 0; i < 3; i++) pages = turnPage(pages, 1);
    expect(pages.map((page) => page.quarterTurns)).toEqual([0, 3]);
    expect(turnPage(pages, 1).map((page) => page.quarterTurns)).toEqual([0, 0]);
  });

  it('removes a page', () => {
    const { pages } = addPages([], [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    expect(removePage(pages, 1).map((page) => page.file.name)).toEqual(['1.jpg', '3.jpg']);
  });
});
