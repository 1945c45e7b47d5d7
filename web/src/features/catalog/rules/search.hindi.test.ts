import { describe, expect, it } from 'vitest';
import { filterByName } from './search';

// Hindi names are found by Hindi words (docs/product.md, "Search").
const POLITY = 'भारतीय राजव्यवस्था: संविधान की प्रस्तावना और मौलिक अधिकार';
const UPPSC = 'UPPSC टेस्ट सीरी\u095b 2026'; // ज़ as one code point
const GS = 'सामान्य अध्ययन: करेंट अफेयर्स';
const items = [{ name: POLITY }, { name: UPPSC }, { name: GS }, { name: 'Prelims Test Series 2027' }];

describe('filterByName in Hindi', () => {
  it('finds a Hindi name by a Hindi word inside it', () => {
    expect(filterByName(items, 'प्रस्तावना').map((item) => item.name)).toEqual([POLITY]);
    expect(filterByName(items, ' मौलिक अधिकार ').map((item) => item.name)).toEqual([POLITY]);
    expect(filterByName(items, 'अध्ययन').map((item) => item.name)).toEqual([GS]);
  });

  it('matches a nukta typed as its own sign (ज + ़) with the letter that carries it, both ways', () => {
    expect(filterByName(items, 'सीरीज\u093c').map((item) => item.name)).toEqual([UPPSC]);
    expect(filterByName([{ name: 'टेस्ट सीरीज\u093c' }], 'सीरी\u095b')).toHaveLength(1);
  });

  it('finds nothing for a Hindi word that is not there, and mixes with Latin names', () => {
    expect(filterByName(items, 'इतिहास')).toEqual([]);
    expect(filterByName(items, 'uppsc').map((item) => item.name)).toEqual([UPPSC]);
  });
});
