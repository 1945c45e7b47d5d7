/**
 * The part of `Intl` the public pages use, for the server's JavaScript engine, which has none
 * (internal/pages). The server renders pages in English only (`en-IN`), and the browser's own
 * `Intl` must write exactly the same text, or it would have to redraw the page: intl.test.ts holds
 * these against Node's. Anything else (another locale, another option) throws, and the page is
 * then served for the browser to draw.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Minutes ahead of UTC; India has had no daylight saving. */
const ZONES: Record<string, number> = { 'Asia/Kolkata': 330, UTC: 0 };

function unsupported(what: string): never {
  throw new RangeError(`the server's Intl does not support ${what}`);
}

function checkLocale(locales: string | string[] | undefined, known: string[]): string {
  const locale = Array.isArray(locales) ? locales[0] : locales;
  if (locale === undefined || !known.includes(locale)) return unsupported(`the locale ${String(locale)}`);
  return locale;
}

/** Digits in Indian grouping: the last three, then twos (1,24,999). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/gu, ',');
  return `${rest},${last}`;
}

export class NumberFormat {
  private readonly minimum: number;
  private readonly maximum: number;
  private readonly currency: boolean;
  private readonly grouping: boolean;

  constructor(locales?: string | string[], options: Intl.NumberFormatOptions = {}) {
    checkLocale(locales, ['en-IN']);
    const { style = 'decimal', currency, minimumFractionDigits, maximumFractionDigits, useGrouping, ...rest } = options;
    if (Object.keys(rest).length > 0) unsupported(`the options ${Object.keys(rest).join(', ')}`);
    if (style !== 'decimal' && style !== 'currency') unsupported(`the style ${style}`);
    if (style === 'currency' && currency !== 'INR') unsupported(`the currency ${String(currency)}`);
    this.currency = style === 'currency';
    this.grouping = useGrouping !== false;
    const defaultDigits = this.currency ? 2 : 0;
    this.minimum = minimumFractionDigits ?? Math.min(defaultDigits, maximumFractionDigits ?? defaultDigits);
    this.maximum = Math.max(this.minimum, maximumFractionDigits ?? (this.currency ? 2 : 3));
  }

  format(value: number): string {
    if (!Number.isFinite(value)) return unsupported('a number that is not finite');
    const sign = value < 0 && Math.abs(value) >= 0.5 * 10 ** -this.maximum ? '-' : '';
    let fixed = Math.abs(value).toFixed(this.maximum);
    // Trailing zeros go down to the minimum number of fraction digits.
    let [whole = '0', fraction = ''] = fixed.split('.');
    while (fraction.length > this.minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
    if (this.grouping) whole = groupIndian(whole);
    fixed = fraction ? `${whole}.${fraction}` : whole;
    return `${sign}${this.currency ? '₹' : ''}${fixed}`;
  }
}

type DateOptions = Pick<
  Intl.DateTimeFormatOptions,
  'timeZone' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'hour12'
>;

export class DateTimeFormat {
  private readonly locale: string;
  private readonly options: DateOptions;
  private readonly offset: number;

  constructor(locales?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
    this.locale = checkLocale(locales, ['en-IN', 'en-CA']);
    const { timeZone = 'UTC', day, month, year, hour, minute, hour12, ...rest } = options;
    if (Object.keys(rest).length > 0) unsupported(`the options ${Object.keys(rest).join(', ')}`);
    const offset = ZONES[timeZone];
    if (offset === undefined) unsupported(`the time zone ${timeZone}`);
    this.offset = offset;
    this.options = { timeZone, day, month, year, hour, minute, hour12 };
  }

  format(value: Date | number = Date.now()): string {
    const moment = new Date((typeof value === 'number' ? value : value.getTime()) + this.offset * 60_000);
    if (Number.isNaN(moment.getTime())) throw new RangeError('Invalid time value');
    const { day, month, year, hour, minute, hour12 } = this.options;
    const parts = {
      day: moment.getUTCDate(),
      month: moment.getUTCMonth(),
      year: moment.getUTCFullYear(),
      hours: moment.getUTCHours(),
      minutes: moment.getUTCMinutes(),
    };
    const two = (n: number) => String(n).padStart(2, '0');
    if (this.locale === 'en-CA') {
      if (day !== '2-digit' || month !== '2-digit' || year !== 'numeric' || hour || minute)
        unsupported('this en-CA date');
      return `${parts.year}-${two(parts.month + 1)}-${two(parts.day)}`;
    }
    if (day !== 'numeric' || year !== 'numeric' || (month !== 'short' && month !== 'long')) {
      return unsupported('this date');
    }
    const monthName = MONTHS[parts.month] ?? '';
    // en-IN shortens September to "Sept", the other months to three letters.
    const shortMonth = monthName === 'September' ? 'Sept' : monthName.slice(0, 3);
    const date = `${parts.day} ${month === 'long' ? monthName : shortMonth} ${parts.year}`;
    if (hour === undefined && minute === undefined) return date;
    if (hour !== 'numeric' || minute !== '2-digit' || hour12 !== true) return unsupported('this time');
    const clock = parts.hours % 12 === 0 ? 12 : parts.hours % 12;
    return `${date}, ${clock}:${two(parts.minutes)} ${parts.hours < 12 ? 'am' : 'pm'}`;
  }
}
