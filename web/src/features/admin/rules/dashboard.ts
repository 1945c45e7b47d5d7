import { indiaDays } from './india-time';

export interface DayPoint {
  day: string;
  count: number;
  amount: number;
}

/**
 * The server lists only days that had something; a chart needs every day of the period, so the
 * quiet days are filled in with zeros (days are India-time calendar days from `since`).
 */
export function dailySeries(since: string, days: number, points: readonly DayPoint[]): DayPoint[] {
  const byDay = new Map(points.map((point) => [point.day, point]));
  return indiaDays(since, days).map((day) => byDay.get(day) ?? { day, count: 0, amount: 0 });
}

export function totals(points: readonly DayPoint[]): { count: number; amount: number } {
  return points.reduce(
    (sum, point) => ({ count: sum.count + point.count, amount: Math.round((sum.amount + point.amount) * 100) / 100 }),
    { count: 0, amount: 0 },
  );
}
