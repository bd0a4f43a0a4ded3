import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reportsMessages } from '../i18n/messages';
import { quantityLabel, seriesLabel, tariffLabel, unitLabel } from './labels';

const en = createIntl({ locale: 'en-US', messages: reportsMessages['en-US'] });
const fi = createIntl({ locale: 'fi-FI', messages: reportsMessages['fi-FI'] });

describe('report labels', () => {
  it('names quantities, additional information and comparison series', () => {
    expect(quantityLabel(en, 'electricityP')).toBe('Electricity consumption');
    expect(quantityLabel(en, 'spotPriceVat')).toBe('Spot price (incl. VAT)');
    expect(quantityLabel(en, 'electricityP.comparison')).toBe('Electricity consumption, a year earlier');
    expect(quantityLabel(fi, 'heatEnergy.comparison')).toBe('Lämpöenergia, vuotta aiemmin');
  });

  it('falls back to the key for a value it does not know', () => {
    expect(quantityLabel(en, 'salesWinterDay')).toBe('salesWinterDay');
    expect(tariffLabel(en, 'transferNight')).toBe('transferNight');
    expect(unitLabel(en, 'GJ')).toBe('GJ');
  });

  it('adds the tariff only when the quantity has several', () => {
    expect(seriesLabel(en, 'electricityP', 'generic', 1)).toBe('Electricity consumption');
    expect(seriesLabel(fi, 'electricityP', 'nightEnergy', 2)).toBe('Sähkön kulutus – Yöenergia');
    expect(unitLabel(fi, 'snt/kWh')).toBe('snt/kWh');
  });
});
