import { indianNumberFormat } from './indian-numbers';

// Node's Intl (full ICU, as in Chromium) is the reference: the app writes with indianNumberFormat
// what the browser's Intl would write, and the server's page must match the browser's.
describe('indianNumberFormat', () => {
  const optionSets: Intl.NumberFormatOptions[] = [
    {},
    { style: 'currency', currency: 'INR' },
    { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 },
    { style: 'currency', currency: 'INR', maximumFractionDigits: 0 },
    { style: 'currency', currency: 'INR', minimumFractionDigits: 0 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { maximumFractionDigits: 0 },
    { minimumFractionDigits: 5 },
    { useGrouping: false },
  ];
  const amounts = [
    0,
    -0,
    1,
    5,
    99,
    999,
    1000,
    4999,
    12500,
    124999,
    1000000,
    12345678.5,
    0.5,
    1.5,
    2.5,
    -0.5,
    -0.4,
    0.96,
    9.99,
    9.999,
    99.95,
    1.005,
    1.015,
    0.045,
    1499.99,
    -250,
    -1234.5,
    -0.0001,
    0.0001,
    1e-7,
    5e-7,
    1e21,
    123456789012,
    2 ** 53,
    0.1 + 0.2,
    NaN,
    Infinity,
    -Infinity,
  ];

  it('writes what Intl writes in en-IN and hi-IN', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      for (const options of optionSets) {
        const own = indianNumberFormat(locale, options);
        const intl = new Intl.NumberFormat(locale, options);
        expect(own, `${locale} ${JSON.stringify(options)}`).not.toBeNull();
        for (const amount of amounts) {
          expect(own?.format(amount), `${locale} ${JSON.stringify(options)} ${amount}`).toBe(intl.format(amount));
        }
      }
    }
  });

  it('writes what Intl writes for many prices and counts', () => {
    // A fixed sequence (no Math.random): a failure names the amount and runs the same again.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const own = indianNumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const plain = indianNumberFormat('hi-IN', { maximumFractionDigits: 1 });
    const plainIntl = new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 1 });
    for (let i = 0; i < 5000; i++) {
      const amount = Math.round(next() * 10 ** (1 + (i % 9)) * 1000) / 1000;
      expect(own?.format(amount), String(amount)).toBe(intl.format(amount));
      expect(plain?.format(-amount), String(-amount)).toBe(plainIntl.format(-amount));
    }
  });

  it('leaves to Intl what it does not write', () => {
    expect(indianNumberFormat('en-US', {})).toBeNull();
    expect(indianNumberFormat('en-IN', { style: 'percent' })).toBeNull();
    expect(indianNumberFormat('en-IN', { style: 'currency', currency: 'USD' })).toBeNull();
    expect(indianNumberFormat('en-IN', { notation: 'compact' })).toBeNull();
    expect(indianNumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeNull();
  });
});
