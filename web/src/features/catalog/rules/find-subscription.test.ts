import { describe, expect, it } from 'vitest';
import { comparableName, findSubscriptionMatch, namesMatch } from './find-subscription';

const items = [
  { id: 5, slug: 'prelims-test-series-2027', name: 'Prelims Test Series 2027' },
  { id: 6, slug: 'prelims-crash-offline-delhi', name: 'Prelims Crash Test Series 2026 (Delhi, offline)' },
  { id: 7, slug: 'csat-test-series-2027', name: 'CSAT Test Series 2027' },
  { id: 27, slug: 'gs-mains-notes', name: 'GS Mains Notes (GS I to IV)' },
];

describe('comparableName', () => {
  it('reads names and slugs alike: lower case, punctuation as spaces', () => {
    expect(comparableName('Prelims Test Series 2027')).toBe('prelims test series 2027');
    expect(comparableName('prelims-test-series-2027')).toBe('prelims test series 2027');
    expect(comparableName('GS Mains Notes (GS I to IV)')).toBe('gs mains notes gs i to iv');
  });

  it('drops the ignored words and, the, for, with', () => {
    expect(comparableName('Notes for the Prelims with Maps and Charts')).toBe('notes prelims maps charts');
    // Only whole words: "Theory" and "Andhra" stay.
    expect(comparableName('Theory of Andhra')).toBe('theory of andhra');
  });
});

describe('namesMatch', () => {
  it('matches equal names whatever their case and punctuation', () => {
    expect(namesMatch('CSAT Notes', 'csat-notes')).toBe(true);
  });

  it('matches on the first 10 characters when both names are longer than 10', () => {
    expect(namesMatch('Prelims Test Series 2027', 'prelims-test-series-2028')).toBe(true);
    expect(namesMatch('Prelims Test Series 2027', 'Prelims Tes')).toBe(true);
  });

  it('does not use the prefix when either name has 10 characters or fewer', () => {
    expect(namesMatch('CSAT Notes', 'CSAT Notes 2027')).toBe(false);
    expect(namesMatch('Essay 2026', 'Essay 2027')).toBe(false);
  });

  it('never matches an empty name', () => {
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch('and the', 'for with')).toBe(false);
  });
});

describe('findSubscriptionMatch', () => {
  it('finds by numeric id first', () => {
    expect(findSubscriptionMatch(items, '6')?.slug).toBe('prelims-crash-offline-delhi');
  });

  it('then by slug, in any letter case', () => {
    expect(findSubscriptionMatch(items, 'CSAT-Test-Series-2027')?.id).toBe(7);
  });

  it('then by an exact comparable name before a prefix match', () => {
    // "prelims test series 2027" is also a 10-character-prefix match of the crash series.
    expect(findSubscriptionMatch(items, 'Prelims Test Series 2027')?.id).toBe(5);
  });

  it('then by fuzzy name: an old or renamed slug still finds its subscription', () => {
    expect(findSubscriptionMatch(items, 'gs-mains-notes-2026')?.id).toBe(27);
  });

  it('answers undefined when nothing matches, or for an empty key', () => {
    expect(findSubscriptionMatch(items, 'history-optional')).toBeUndefined();
    expect(findSubscriptionMatch(items, '999')).toBeUndefined();
    expect(findSubscriptionMatch(items, '  ')).toBeUndefined();
  });
});
