import { describe, expect, it } from 'vitest';
import commonEn from './common.en-US.json';
import chartEn from './chart.en-US.json';
import optionsEn from './options.en-US.json';
import tableEn from './table.en-US.json';
import { reportsMessages } from './messages';

describe('reports messages', () => {
  it('fi-FI and en-US have the same keys, all under reports.', () => {
    const fi = Object.keys(reportsMessages['fi-FI']).sort();
    expect(fi).toEqual(Object.keys(reportsMessages['en-US']).sort());
    expect(fi.every((key) => key.startsWith('reports.'))).toBe(true);
  });

  it('no area file redefines a key of another', () => {
    const sizes = [commonEn, chartEn, optionsEn, tableEn].reduce<number>(
      (n, file) => n + Object.keys(file).length,
      0,
    );
    expect(Object.keys(reportsMessages['en-US'])).toHaveLength(sizes);
  });

  it('no message is empty', () => {
    for (const messages of Object.values(reportsMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });
});
