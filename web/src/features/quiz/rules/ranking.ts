/** The top three ranks wear gold, silver and bronze (docs/product.md, "Rankings"). */
export type RankBadge = 'gold' | 'silver' | 'bronze';

const BADGES: Record<number, RankBadge> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** Equal scores share a rank (1, 2, 2, 4), so two learners can both wear silver. */
export function rankBadge(rank: number): RankBadge | null {
  return BADGES[rank] ?? null;
}

/** The learner's own row is the one with their unique id (matched by unique_id). */
export function isOwnRow(rowUniqueId: string, userUniqueId: string | number | null | undefined): boolean {
  return userUniqueId !== null && userUniqueId !== undefined && rowUniqueId === String(userUniqueId);
}

/** The highest score is the first entry's when the server does not say. */
export function highestScore(stated: number | null | undefined, rows: readonly { score: number }[]): number | null {
  return stated ?? rows[0]?.score ?? null;
}
