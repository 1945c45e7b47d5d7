import { DateTimeFormat, NumberFormat } from './intl';

// The server's Intl must write what the browser's writes, or the app redraws the page it takes
// over. Node's Intl (full ICU, as in Chromium) is the reference.
describe("the server's Intl", () => {
  it('writes numbers and rupees as en-IN does (i18n/indian-numbers.ts, tested there in full)', () => {
    const rupees: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };
    expect(new NumberFormat('en-IN', rupees).format(124999)).toBe(
      new Intl.NumberFormat('en-IN', rupees).format(124999),
    );
    expect(new NumberFormat('en-IN').format(12345678.5)).toBe(new Intl.NumberFormat('en-IN').format(12345678.5));
  });

  it('writes days and times in India as en-IN does, every month and both halves of the day', () => {
    const formats: Intl.DateTimeFormatOptions[] = [
      { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' },
      { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' },
      {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      },
    ];
    for (let month = 0; month < 12; month++) {
      for (const hourUtc of [0, 6, 18, 19, 23]) {
        const moment = new Date(Date.UTC(2026, month, 9, hourUtc, 30));
        for (const options of formats) {
          expect(new DateTimeFormat('en-IN', options).format(moment)).toBe(
            new Intl.DateTimeFormat('en-IN', options).format(moment),
          );
        }
      }
    }
  });

  it('refuses what it cannot write the same, so the page is left to the browser', () => {
    expect(() => new NumberFormat('hi-IN', {})).toThrow(RangeError);
    expect(() => new NumberFormat('en-IN', { style: 'percent' })).toThrow(RangeError);
    expect(() => new DateTimeFormat('en-IN', { timeZone: 'Europe/London' })).toThrow(RangeError);
    expect(() => new DateTimeFormat('en-IN', { weekday: 'long' })).toThrow(RangeError);
    expect(() => new DateTimeFormat('en-CA', {})).toThrow(RangeError);
  });
});
