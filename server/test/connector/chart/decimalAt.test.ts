import { describe, expect, it } from 'vitest';
import { decimalAt } from '../../../src/connector/chart/repository.js';

/** PostgreSQL's float8 text (shortest round trip) in the day packs, read without Number() per value */
describe('decimalAt reads what Number() reads', () => {
  const same = (text: string) =>
    expect(Object.is(decimalAt(`x,${text},y`, 2, 2 + text.length), Number(text))).toBe(true);

  it('plain decimals, negatives, zeros and integers', () => {
    for (const text of [
      '0',
      '-0',
      '0.664',
      '1.118',
      '-12.345',
      '4240.338',
      '100',
      '0.000123',
      '123456789012345',
    ])
      same(text);
  });

  it('exponents, long digit strings and words go to Number()', () => {
    for (const text of ['1e-05', '2.5e+20', '1234567890123456789', '0.1234567890123456', 'Infinity', 'NaN'])
      same(text);
  });

  it('a million random doubles as PostgreSQL prints them', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 1_000_000; i++) {
      const scale = 10 ** Math.floor(random() * 8 - 3);
      const value = (random() - 0.2) * scale;
      const rounded = i % 2 === 0 ? Math.round(value * 1000) / 1000 : value;
      const text = String(rounded);
      if (decimalAt(text, 0, text.length) !== Number(text)) same(text);
    }
  });
});
