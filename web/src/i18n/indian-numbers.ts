/**
 * Numbers and rupees as `Intl.NumberFormat` writes them for `en-IN` and `hi-IN` (both use Latin
 * digits and Indian grouping: 12,34,567.5, ₹1,499), without `Intl`.
 *
 * Why not `Intl` itself: the first `Intl.NumberFormat` a page makes loads the locale's data, which
 * costs a budget phone about 100 ms of one task, and a course's price is on the first screen of
 * every public page (docs/product.md, "Fast on a budget phone"). The server's JavaScript engine has
 * no `Intl` at all (src/server/intl.ts uses this too). indian-numbers.test.ts holds every form
 * against Node's ICU, which is Chromium's. Options beyond these answer null, and the caller uses
 * `Intl`.
 */

export interface IndianNumberFormat {
  format(value: number): string;
}

const LOCALES = new Set(['en-IN', 'hi-IN']);
const KNOWN_OPTIONS = new Set(['style', 'currency', 'minimumFractionDigits', 'maximumFractionDigits', 'useGrouping']);

/** A formatter for these options, or null when only `Intl` writes them. */
export function indianNumberFormat(locale: string, options: Intl.NumberFormatOptions = {}): IndianNumberFormat | null {
  if (!LOCALES.has(locale)) return null;
  if (Object.keys(options).some((name) => !KNOWN_OPTIONS.has(name))) return null;
  const { style = 'decimal', currency, minimumFractionDigits, maximumFractionDigits, useGrouping } = options;
  if (style !== 'decimal' && !(style === 'currency' && currency === 'INR')) return null;
  if (useGrouping !== undefined && typeof useGrouping !== 'boolean') return null;
  const rupees = style === 'currency';
  const defaultDigits = rupees ? 2 : 0;
  const minimum = minimumFractionDigits ?? Math.min(defaultDigits, maximumFractionDigits ?? defaultDigits);
  const maximum = maximumFractionDigits ?? Math.max(minimum, rupees ? 2 : 3);
  if (minimum > maximum || maximum > 20) return null;
  const grouping = useGrouping !== false;
  return {
    format(value: number): string {
      // Intl writes a sign for every negative number, negative zero included.
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      const symbol = rupees ? '₹' : '';
      if (Number.isNaN(value)) return `${symbol}NaN`;
      if (!Number.isFinite(value)) return `${sign}${symbol}∞`;
      let [whole, fraction] = roundDecimal(Math.abs(value), maximum);
      while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
      if (grouping) whole = groupIndian(whole);
      return `${sign}${symbol}${whole}${fraction ? `.${fraction}` : ''}`;
    },
  };
}

/**
 * A non-negative number rounded half away from zero to `digits` fraction digits, as Intl rounds:
 * on the number's shortest decimal form (1.005 → 1.01), not its binary value (which toFixed
 * rounds, 1.005 → 1.00). Returns the whole part and the fraction padded to `digits`.
 */
function roundDecimal(value: number, digits: number): [string, string] {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  // All the digits, and where the decimal point falls among them.
  let all = intPart + fracPart;
  let point = intPart.length + Number(exponentText);
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  if (all.length < point + digits + 1) all = all.padEnd(point + digits + 1, '0');
  const kept = all.slice(0, point + digits);
  const roundUp = (all[point + digits] ?? '0') >= '5';
  // At least one whole digit: 0.96 to no digits is "1", 0.04 is "0".
  const rounded = (roundUp ? incrementDigits(kept) : kept).padStart(digits + 1, '0');
  const whole = rounded.slice(0, rounded.length - digits).replace(/^0+(?=\d)/u, '');
  return [whole, rounded.slice(rounded.length - digits)];
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Digits in Indian grouping: the last three, then twos (1,24,999). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/gu, ',');
  return `${rest},${last}`;
}
