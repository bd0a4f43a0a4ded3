import { describe, expect, it } from 'vitest';
import { expectSameCatalogues } from '@portal/shared/testing';
import commonEn from './common.en-US.json';
import dashboardEn from './dashboard.en-US.json';
import chartEn from './chart.en-US.json';
import optionsEn from './options.en-US.json';
import tableEn from './table.en-US.json';
import spotPriceEn from './spotPrice.en-US.json';
import districtHeatingEn from './districtHeating.en-US.json';
import summaryEn from './summary.en-US.json';
import reportTitlesEn from './reportTitles.en-US.json';
import { reportsMessages } from './messages';
import { intervalErrorMessages } from './intervalErrorMessages';
import { comparisonMessages } from './partMessages';
import { tourMessages } from './tourMessages';
import { districtHeatingMessages, summaryReportMessages } from './pageMessages';

describe('reports messages', () => {
  it('fi-FI, sv-FI and en-US have the same keys with the same ICU arguments, all under reports.', () => {
    const fi = Object.keys(reportsMessages['fi-FI']).sort();
    expect(Object.keys(reportsMessages['sv-FI']).sort()).toEqual(fi);
    expect(Object.keys(reportsMessages['en-US']).sort()).toEqual(fi);
    expectSameCatalogues(reportsMessages);
    expect(fi.every((key) => key.startsWith('reports.'))).toBe(true);
  });

  it('no area file redefines a key of another', () => {
    const sizes = [
      commonEn,
      dashboardEn,
      chartEn,
      optionsEn,
      tableEn,
      spotPriceEn,
      districtHeatingEn,
      summaryEn,
      reportTitlesEn,
    ].reduce<number>((n, file) => n + Object.keys(file).length, 0);
    const keys = new Set([
      ...Object.keys(reportsMessages['en-US']),
      ...Object.keys(districtHeatingMessages['en-US']),
      ...Object.keys(summaryReportMessages['en-US']),
    ]);
    expect(keys.size).toBe(sizes);
  });

  it('the district heating and summary reports bring their texts with their pages; the module keeps their titles', () => {
    for (const language of ['fi-FI', 'sv-FI', 'en-US'] as const) {
      const entry = reportsMessages[language];
      expect(
        Object.keys(entry)
          .filter((key) => /^reports\.(districtHeating|summaryReport)\./.test(key))
          .sort(),
      ).toEqual(['reports.districtHeating.title', 'reports.summaryReport.title']);
    }
    for (const part of [districtHeatingMessages, summaryReportMessages]) {
      const fi = Object.keys(part['fi-FI']).sort();
      expect(fi.length).toBeGreaterThan(10);
      expect(fi.some((key) => key in reportsMessages['en-US'])).toBe(false);
      expect(Object.keys(part['sv-FI']).sort()).toEqual(fi);
      expect(Object.keys(part['en-US']).sort()).toEqual(fi);
      expectSameCatalogues(part);
    }
  });

  it('no message is empty', () => {
    for (const messages of Object.values(reportsMessages)) {
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });

  it('the texts of the parts loaded on demand have the same keys in every language, none on the page already', () => {
    for (const part of [tourMessages, comparisonMessages, intervalErrorMessages]) {
      const fi = Object.keys(part['fi-FI']).sort();
      expect(Object.keys(part['sv-FI']).sort()).toEqual(fi);
      expect(Object.keys(part['en-US']).sort()).toEqual(fi);
      expectSameCatalogues(part);
      expect(fi.length).toBeGreaterThan(0);
      expect(fi.every((key) => key.startsWith('reports.') && !(key in reportsMessages['en-US']))).toBe(true);
      for (const messages of Object.values(part)) {
        expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
      }
    }
  });
});
