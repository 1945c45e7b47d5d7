import { describe, expect, it } from 'vitest';
import {
  ACCESS_NOW_LABEL,
  firstOpenableLibrary,
  libraryActionLabel,
  libraryPath,
  openableLibraries,
} from './library-links';

describe('library links', () => {
  it('labels each kind as My Subscriptions does', () => {
    expect(libraryActionLabel('notes')).toBe('View Library');
    expect(libraryActionLabel('tests')).toBe('View Prelims Tests');
    expect(libraryActionLabel('mains-tests')).toBe('View Mains Tests');
    expect(libraryActionLabel('videos')).toBe('View Video Library');
    expect(libraryActionLabel('podcasts')).toBe(ACCESS_NOW_LABEL);
  });

  it('leads each kind to its library page under the opaque id', () => {
    expect(libraryPath('notes', 'abc')).toBe('/notes/library/abc');
    expect(libraryPath('tests', 'abc')).toBe('/prelims-tests/library/abc');
    expect(libraryPath('mains-tests', 'abc')).toBe('/mains-tests/list/abc');
    expect(libraryPath('videos', 'abc')).toBe('/video-courses/library/abc');
  });

  it('offers the first library only when it has content (count above 0)', () => {
    expect(firstOpenableLibrary([{ type: 'tests', name: 'Tests', count: 3 }])?.kind).toBe('tests');
    expect(firstOpenableLibrary([{ type: 'tests', name: 'Tests', count: 0 }])).toBeNull();
    expect(
      firstOpenableLibrary([
        { type: 'tests', name: 'Empty', count: 0 },
        { type: 'notes', name: 'Notes', count: 9 },
      ]),
    ).toBeNull();
    expect(firstOpenableLibrary([])).toBeNull();
  });

  it('lists every library with content once per kind (mains cards)', () => {
    const libraries = openableLibraries([
      { type: 'videos', name: 'Lectures', count: 4 },
      { type: 'mains-tests', name: 'Answer writing', count: 0 },
      { type: 'notes', name: 'Notes', count: 2 },
      { type: 'videos', name: 'More lectures', count: 1 },
      { type: 'unknown', name: 'Other', count: 5 },
    ]);
    expect(libraries.map((library) => library.kind)).toEqual(['videos', 'notes']);
  });
});
