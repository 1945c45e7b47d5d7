import { describe, expect, it } from 'vitest';
import { highestScore, isOwnRow, rankBadge } from './ranking';

describe('rankings', () => {
  it('gives gold, silver and bronze to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4, 10].map(rankBadge)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });

  it('gives a shared rank the same badge', () => {
    const ranks = [1, 2, 2, 4];
    expect(ranks.map(rankBadge)).toEqual(['gold', 'silver', 'silver', null]);
  });

  it('finds the learner’s row by unique id', () => {
    expect(isOwnRow('ASP-7KQ2', 'ASP-7KQ2')).toBe(true);
    expect(isOwnRow('1024', 1024)).toBe(true);
    expect(isOwnRow('ASP-7KQ2', 'ASP-0000')).toBe(false);
    expect(isOwnRow('ASP-7KQ2', null)).toBe(false);
    expect(isOwnRow('', undefined)).toBe(false);
  });

  it('takes the highest score from the server, else from the first row', () => {
    expect(highestScore(18.68, [{ score: 12 }])).toBe(18.68);
    expect(highestScore(undefined, [{ score: 12 }, { score: 10 }])).toBe(12);
    expect(highestScore(null, [])).toBeNull();
  });
});
