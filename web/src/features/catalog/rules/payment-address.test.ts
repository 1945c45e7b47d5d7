import { describe, expect, it } from 'vitest';
import { paymentAddress } from './payment-address';

const origin = 'https://aspirant.example';

describe('paymentAddress (the first of redirectURL, payment_url, url)', () => {
  it('prefers redirectURL, then payment_url, then url', () => {
    const all = {
      redirectURL: 'https://pay.example/a',
      payment_url: 'https://pay.example/b',
      url: 'https://pay.example/c',
    };
    expect(paymentAddress(all, origin)).toBe('https://pay.example/a');
    expect(paymentAddress({ ...all, redirectURL: null }, origin)).toBe('https://pay.example/b');
    expect(paymentAddress({ redirectURL: '', payment_url: undefined, url: 'https://pay.example/c' }, origin)).toBe(
      'https://pay.example/c',
    );
  });

  it('resolves an address on this site (the sandbox checkout, a free order)', () => {
    expect(paymentAddress({ redirectURL: '/payments/sandbox/ord_1' }, origin)).toBe(
      'https://aspirant.example/payments/sandbox/ord_1',
    );
  });

  it('has none when no field carries a web address', () => {
    expect(paymentAddress({}, origin)).toBeNull();
    expect(paymentAddress({ redirectURL: null, payment_url: '', url: undefined }, origin)).toBeNull();
    expect(paymentAddress({ redirectURL: 'javascript:alert(1)' }, origin)).toBeNull();
  });

  it('skips an unusable field for the next usable one', () => {
    expect(paymentAddress({ redirectURL: 'javascript:alert(1)', url: 'https://pay.example/c' }, origin)).toBe(
      'https://pay.example/c',
    );
  });
});
