import { DateTimeFormat, NumberFormat } from './intl';

// The server's Intl must write what the browser's writes, or the app redraws the page it takes
// over. Node's Intl (full ICU, as in Chromium) is the reference.
describe("the server's Intl", () => {
  const amounts = [0, 1, 5, 99, 999, 1000, 4999, 12500, 124999, 1000000, 12345678.5, 0.5, 1499.99, -250];

  it('writes numbers and rupees as en-IN does', () => {
    const cases: Intl.NumberFormatOptions[] = [
      {},
      { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
      { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { style: 'currency', currency: 'INR' },
      { maximumFractionDigits: 1 },
    ];
    for (const options of cases) {
      for (const amount of amounts) {
        expect(new NumberFormat('en-IN', options).format(amount)).toBe(
          new Intl.NumberFormat('en-IN', options).format(amount),
        );
      }
    }
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
    const day: Intl.DateTimeFormatOptions = {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    };
    const lateEvening = new Date('2026-03-04T20:00:00Z');
    expect(new DateTimeFormat('en-CA', day).format(lateEvening)).toBe(
      new Intl.DateTimeFormat('en-CA', day).format(lateEvening),
    );
  });

  it('refuses what it cannot write the same, so the page is left to the browser', () => {
    expect(() => new NumberFormat('hi-IN', {})).toThrow(RangeError);
    expect(() => new NumberFormat('en-IN', { style: 'percent' })).toThrow(RangeError);
    expect(() => new DateTimeFormat('en-IN', { timeZone: 'Europe/London' })).toThrow(RangeError);
    expect(() => new DateTimeFormat('en-IN', { weekday: 'long' })).toThrow(RangeError);
  });
});
