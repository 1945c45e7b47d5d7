/** How the quiz screens write numbers, marks, durations and dates. */

/** Scores and marks with two decimals, e.g. -0.66 (docs/product.md, "Display"). */
export function formatScore(value: number): string {
  return value.toFixed(2);
}

/** A mark as the marking scheme shows it: "+2.00", "-0.66", "0.00". */
export function formatMark(value: number, sign: 'gain' | 'loss'): string {
  if (value === 0) return formatScore(0);
  return sign === 'gain' ? `+${formatScore(value)}` : `-${formatScore(Math.abs(value))}`;
}

/** Compact marks for facts: 20 stays "20", 0.5 is "0.5". */
export function formatMarks(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** "1h 02m", "4m 05s", "12s": time spent, in the short form tables need. */
export function formatTimeSpent(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/** A percentage as the analysis shows it: 66.67 -> "66.7%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

// docs/product.md, "Display": en-IN, 12-hour clock (day, short month, year, hour, minute).
const attemptDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatAttemptDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : attemptDate.format(date);
}

/** The letter of the option at `index`: a, b, c, d as question papers write them. */
export function optionLetter(index: number): string {
  return String.fromCharCode(97 + index);
}
