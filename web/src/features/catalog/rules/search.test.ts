import { describe, expect, it } from 'vitest';
import { filterByName } from './search';

const items = [{ name: 'Prelims Test Series 2027' }, { name: 'CSAT Test Series 2027' }, { name: 'Essay Test Series' }];

describe('filterByName', () => {
  it('keeps names containing the text, in any letter case', () => {
    expect(filterByName(items, 'csat')).toEqual([{ name: 'CSAT Test Series 2027' }]);
    expect(filterByName(items, 'SERIES 2027').map((item) => item.name)).toEqual([
      'Prelims Test Series 2027',
      'CSAT Test Series 2027',
    ]);
  });

  it('matches inside words, not only at their start', () => {
    expect(filterByName(items, 'ssay')).toEqual([{ name: 'Essay Test Series' }]);
  });

  it('keeps everything for an empty or blank search, and nothing for no match', () => {
    expect(filterByName(items, '')).toHaveLength(3);
    expect(filterByName(items, '   ')).toHaveLength(3);
    expect(filterByName(items, 'ethics')).toEqual([]);
  });
});
