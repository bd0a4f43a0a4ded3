import { describe, expect, it } from 'vitest';
import { fromHelsinkiWallTime } from '@portal/shared/calendar';
import { priceLines, totalCents, type PricePart } from '../../../src/connector/billing/pricing.js';

const part = (p: Partial<PricePart> & Pick<PricePart, 'type' | 'start_date'>): PricePart => ({
  basic_price: null,
  spot_margin: null,
  price_per_unit: null,
  electricity_tax: null,
  maintenance: null,
  ...p,
});

const PARTS: PricePart[] = [
  part({ type: 'energy', start_date: '2023-01-01', basic_price: 3.95, price_per_unit: 9.9 }),
  part({ type: 'spot', start_date: '2025-06-01', basic_price: 4.49, spot_margin: 0.59 }),
  part({
    type: 'transfer',
    start_date: '2023-01-01',
    basic_price: 14.9,
    price_per_unit: 3.95,
    electricity_tax: 2.79372,
    maintenance: 0.01612,
  }),
];

const month = (day: string) => {
  const [year, m] = day.split('-').map(Number);
  return { periodStart: day, deliveryStart: fromHelsinkiWallTime({ year: year!, month: m!, day: 1 }) };
};

describe('priceLines', () => {
  it('bills a fixed-price month by tariff with fees, transfer and tax, VAT 24 % before September 2024', () => {
    const lines = priceLines({
      ...month('2024-08-01'),
      priceParts: PARTS,
      usage: [
        { quantity: 'electricityP', tariff: 'dayEnergy', unit: 'kWh', total: 200, spotWeighted: null },
        { quantity: 'electricityP', tariff: 'nightEnergy', unit: 'kWh', total: 100, spotWeighted: null },
      ],
    });
    expect(lines.map((l) => [l.kind, l.quantity, l.unitPrice, l.netCents])).toEqual([
      ['energy', 200, 0.099, 1980],
      ['energy', 100, 0.099, 990],
      ['basicFee', 1, 3.95, 395],
      ['transfer', 300, 0.0395, 1185],
      ['transferBasicFee', 1, 14.9, 1490],
      ['electricityTax', 300, 0.0281, 843],
    ]);
    expect(lines.every((l) => l.vatBasisPoints === 2400)).toBe(true);
    expect(lines[0]!.vatCents).toBe(475);
    expect(totalCents(lines)).toBe(lines.reduce((s, l) => s + l.netCents + l.vatCents, 0));
  });

  it('uses 25.5 % from September 2024 and the kWh-weighted spot price plus margin on a spot contract', () => {
    // 100 kWh at 50 EUR/MWh and 100 kWh at 150 EUR/MWh: 10 snt/kWh on average, + 0.59 margin
    const lines = priceLines({
      ...month('2025-07-01'),
      priceParts: PARTS,
      usage: [
        {
          quantity: 'electricityP',
          tariff: 'generic',
          unit: 'kWh',
          total: 200,
          spotWeighted: 100 * 50 + 100 * 150,
        },
      ],
    });
    expect(lines[0]).toMatchObject({
      kind: 'energy',
      quantity: 200,
      unitPrice: 0.1059,
      netCents: 2118,
      vatBasisPoints: 2550,
    });
    expect(lines[0]!.vatCents).toBe(540);
    expect(lines.find((l) => l.kind === 'basicFee')!.unitPrice).toBe(4.49);
  });

  it('prices heat, water and gas at the demo tariffs with a basic fee', () => {
    const lines = priceLines({
      ...month('2025-01-01'),
      priceParts: [],
      usage: [{ quantity: 'heatEnergy', tariff: 'generic', unit: 'MWh', total: 2.5, spotWeighted: null }],
    });
    expect(lines.map((l) => [l.kind, l.quantity, l.unit, l.netCents])).toEqual([
      ['energy', 2.5, 'MWh', 19625],
      ['basicFee', 1, 'month', 4200],
    ]);
  });
});
