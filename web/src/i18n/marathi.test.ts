import { describe, expect, it } from 'vitest';
import { en } from './resources';
import hi from './locales/hi.json';
import learnerEn from './locales/learner-en.json';
import learnerHi from './locales/learner-hi.json';
import mr from './locales/mr.json';
import learnerMr from './locales/learner-mr.json';
import { leaves, placeholders, tags } from '@/test/locales';

// Marathi (for MPSC aspirants) is a whole resource in each namespace, like Hindi: the same keys
// as English, with every interpolation and Trans tag the code fills in.
describe('the Marathi interface resources', () => {
  const english = leaves({ ...en, ...learnerEn });
  const hindi = leaves({ ...hi, ...learnerHi });
  const marathi = leaves({ ...mr, ...learnerMr });

  it('has exactly the English keys, namespace by namespace', () => {
    expect([...leaves(mr).keys()].sort()).toEqual([...leaves(en).keys()].sort());
    expect([...leaves(learnerMr).keys()].sort()).toEqual([...leaves(learnerEn).keys()].sort());
  });

  it('keeps every placeholder and tag of the English text', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = marathi.get(key) ?? '';
      return placeholders(text).join() !== placeholders(other).join() || tags(text).join() !== tags(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every text, leaving English only where Hindi does too', () => {
    expect([...marathi].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    // A name kept as it is ('PDF', 'AIR {{rank}}', 'SMS / WhatsApp') is the same in all three.
    const copied = [...marathi].filter(([key, text]) => text === english.get(key) && hindi.get(key) !== text);
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
