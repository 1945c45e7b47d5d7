import { describe, expect, it } from 'vitest';
import { discountLine } from './discount-line';

describe('discountLine', () => {
  const both = {
    discount_info: 'Diwali offer: 20% off till 5 Nov',
    discount_info_hi: 'दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट',
  };

  it('speaks Hindi in the Hindi interface where staff gave the Hindi line', () => {
    expect(discountLine(both, 'hi')).toBe('दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट');
    expect(discountLine(both, 'en')).toBe('Diwali offer: 20% off till 5 Nov');
  });

  it('falls back to the English line, and is empty without one', () => {
    expect(discountLine({ ...both, discount_info_hi: '  ' }, 'hi')).toBe('Diwali offer: 20% off till 5 Nov');
    expect(discountLine({ discount_info: '', discount_info_hi: '' }, 'en')).toBe('');
  });
});
