/**
 * How an answer stands against the evaluation its learner was promised (docs/product.md,
 * "Evaluation on time"): late, due within a day (time to act before it is late), or on time.
 */
export type PromiseStanding = { kind: 'late' | 'soon' | 'onTime'; hours: number };

/** Within this many hours of its promise an answer is flagged as due soon. */
export const DUE_SOON_HOURS = 24;

/** The answer's standing at now: hours past the promise when late, else hours left (rounded up). */
export function promiseStanding(expectedBy: string, now: Date): PromiseStanding {
  const left = (new Date(expectedBy).getTime() - now.getTime()) / 3_600_000;
  if (left < 0) return { kind: 'late', hours: Math.ceil(-left) };
  return { kind: left <= DUE_SOON_HOURS ? 'soon' : 'onTime', hours: Math.ceil(left) };
}

/** What staff read for a standing: 'Late by 3 h', 'Due in 5 h', 'Due in 2 d 4 h', 'Due in 3 d'. */
export function describeStanding({ kind, hours }: PromiseStanding): string {
  const [days, rest] = [Math.floor(hours / 24), hours % 24];
  const span = hours < 48 ? `${hours} h` : rest ? `${days} d ${rest} h` : `${days} d`;
  return kind === 'late' ? `Late by ${span}` : `Due in ${span}`;
}
