/**
 * The part of `Intl` the public pages use, for the server's JavaScript engine, which has none
 * (internal/pages). The server renders pages in English only (`en-IN`), and the browser's own
 * `Intl` must write exactly the same text, or it would have to redraw the page: intl.test.ts holds
 * these against Node's. Anything else (another locale, another option) throws, and the page is
 * then served for the browser to draw.
 */
import { indianNumberFormat, type IndianNumberFormat } from '@/i18n/indian-numbers';

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

/** Numbers and rupees: the app's own en-IN formatting (i18n/indian-numbers.ts), which the browser uses too. */
export class NumberFormat {
  private readonly formatter: IndianNumberFormat;

  constructor(locales?: string | string[], options: Intl.NumberFormatOptions = {}) {
    const locale = checkLocale(locales, ['en-IN']);
    this.formatter = indianNumberFormat(locale, options) ?? unsupported(`the options ${JSON.stringify(options)}`);
  }

  format(value: number): string {
    return this.formatter.format(value);
  }
}

type DateOptions = Pick<
  Intl.DateTimeFormatOptions,
  'timeZone' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'hour12'
>;

export class DateTimeFormat {
  private readonly options: DateOptions;
  private readonly offset: number;

  constructor(locales?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
    checkLocale(locales, ['en-IN']);
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
