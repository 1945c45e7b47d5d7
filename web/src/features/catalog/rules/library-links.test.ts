import { describe, expect, it } from 'vitest';
import {
  ACCESS_NOW_LABEL,
  actionAndSize,
  firstOpenableLibrary,
  kindAndSize,
  librariesByKind,
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

  it('names a holder’s button into each kind with My Subscriptions’ words and its size', () => {
    expect(actionAndSize('notes', 4)).toBe('View Library · 4 notes');
    expect(actionAndSize('tests', 1)).toBe('View Prelims Tests · 1 test');
    expect(actionAndSize('mains-tests', 2)).toBe('View Mains Tests · 2 tests');
    expect(actionAndSize('videos', 1_200)).toBe('View Video Library · 1,200 videos');
  });

  it('names each kind with its size', () => {
    expect(kindAndSize('notes', 12)).toBe('Notes · 12 notes');
    expect(kindAndSize('tests', 3)).toBe('Prelims test series · 3 tests');
    expect(kindAndSize('tests', 1)).toBe('Prelims test series · 1 test');
    expect(kindAndSize('mains-tests', 2)).toBe('Mains test series · 2 tests');
    expect(kindAndSize('videos', 1)).toBe('Video library · 1 video');
    expect(kindAndSize('notes', 0)).toBe('Notes · 0 notes');
  });

  it('lists a bundle’s libraries once per kind, in its order, sizes added up, empty ones kept', () => {
    const kinds = librariesByKind([
      { type: 'videos', name: 'GS Foundation Lectures', count: 4 },
      { type: 'notes', name: 'GS Prelims Notes 2027', count: 4 },
      { type: 'tests', name: 'Prelims Test Series 2027', count: 3 },
      { type: 'tests', name: 'CSAT Test Series 2027', count: 1 },
      { type: 'mains-tests', name: 'Answer writing', count: 0 },
      { type: 'podcasts', name: 'Unknown kind', count: 7 },
    ]);
    expect(kinds.map((library) => library.label)).toEqual([
      'Video library · 4 videos',
      'Notes · 4 notes',
      'Prelims test series · 4 tests',
      'Mains test series · 0 tests',
    ]);
    expect(kinds[2]?.name).toBe('Prelims Test Series 2027');
  });
});
