import type { InvoiceLineKind } from '@portal/shared/api/billing';
import { vatRateAt } from '@portal/shared/calendar';

/**
 * How a month of a place's metered usage becomes invoice lines (issue 10): energy by tariff at the price
 * parts of the place's contract (a fixed price, or the spot price of each interval plus the margin),
 * the basic fees, the transfer and the electricity tax, with VAT by delivery date. Heat, water and gas
 * use the demo tariffs below. Quantities are rounded to 3 decimals and unit prices to 5 before a line is
 * priced, so each line's net is its printed quantity times its printed unit price, and the invoice total
 * is exactly the sum of its lines.
 */

/** one usage total of a main measuring point over the period */
export interface UsageTotal {
  quantity: string;
  tariff: string;
  unit: string;
  total: number;
  /** sum of kWh x EUR/MWh over the intervals (spot contracts); null where not asked */
  spotWeighted: number | null;
}

export interface PricePart {
  start_date: string;
  type: string;
  basic_price: number | null;
  spot_margin: number | null;
  price_per_unit: number | null;
  electricity_tax: number | null;
  maintenance: number | null;
}

export interface LineDraft {
  kind: InvoiceLineKind;
  tariff: string | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatBasisPoints: number;
  netCents: number;
  vatCents: number;
}

/** Demo tariffs of the other energy types: EUR per unit and basic fee EUR per month, without VAT. */
export const OTHER_TARIFFS: Record<string, { unitPrice: number; basicFee: number }> = {
  heatEnergy: { unitPrice: 78.5, basicFee: 42 },
  waterCold: { unitPrice: 2.95, basicFee: 7.5 },
  naturalGas: { unitPrice: 1.15, basicFee: 9.9 },
};

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function line(
  kind: InvoiceLineKind,
  tariff: string | null,
  quantity: number,
  unit: string,
  unitPrice: number,
  vatBasisPoints: number,
): LineDraft {
  const q = round(quantity, 3);
  const price = round(unitPrice, 5);
  const netCents = Math.round(q * price * 100);
  return {
    kind,
    tariff,
    quantity: q,
    unit,
    unitPrice: price,
    vatBasisPoints,
    netCents,
    vatCents: Math.round((netCents * vatBasisPoints) / 10_000),
  };
}

/** the part of a type in force on a day: the latest that started on or before it */
export function partInForce(
  parts: readonly PricePart[],
  types: readonly string[],
  day: string,
): PricePart | null {
  let found: PricePart | null = null;
  for (const part of parts)
    if (
      types.includes(part.type) &&
      part.start_date <= day &&
      (!found || part.start_date >= found.start_date)
    )
      found = part;
  return found;
}

export interface PeriodInput {
  /** yyyy-mm-dd, the first day of the period; its delivery date decides the VAT */
  periodStart: string;
  /** the VAT instant of the period (the start of its first day in Helsinki) */
  deliveryStart: Date;
  usage: readonly UsageTotal[];
  priceParts: readonly PricePart[];
  /** share of a month the basic fees cover (1 for an invoice) */
  months?: number;
}

export function priceLines(input: PeriodInput): LineDraft[] {
  const vat = Math.round(vatRateAt(input.deliveryStart) * 10_000);
  const months = input.months ?? 1;
  const lines: LineDraft[] = [];
  const electricity = input.usage.filter((u) => u.quantity === 'electricityP');
  if (electricity.length > 0) {
    const sales = partInForce(input.priceParts, ['energy', 'spot'], input.periodStart);
    const transfer = partInForce(input.priceParts, ['transfer'], input.periodStart);
    let kwh = 0;
    for (const usage of electricity) {
      kwh += usage.total;
      if (usage.total <= 0) continue;
      let priceSnt = sales?.price_per_unit ?? 0;
      if (sales?.type === 'spot') {
        // the kWh-weighted spot price of the period's own intervals (EUR/MWh / 10 = snt/kWh)
        const spot = usage.spotWeighted !== null ? usage.spotWeighted / usage.total / 10 : 0;
        priceSnt = spot + (sales.spot_margin ?? 0);
      }
      lines.push(line('energy', usage.tariff, usage.total, 'kWh', priceSnt / 100, vat));
    }
    if (sales?.basic_price) lines.push(line('basicFee', null, months, 'month', sales.basic_price, vat));
    if (transfer) {
      lines.push(line('transfer', null, kwh, 'kWh', (transfer.price_per_unit ?? 0) / 100, vat));
      if (transfer.basic_price)
        lines.push(line('transferBasicFee', null, months, 'month', transfer.basic_price, vat));
      const tax = (transfer.electricity_tax ?? 0) + (transfer.maintenance ?? 0);
      if (tax > 0) lines.push(line('electricityTax', null, kwh, 'kWh', tax / 100, vat));
    }
    return lines;
  }
  for (const usage of input.usage) {
    const tariff = OTHER_TARIFFS[usage.quantity];
    if (!tariff) continue;
    lines.push(line('energy', usage.quantity, usage.total, usage.unit, tariff.unitPrice, vat));
    lines.push(line('basicFee', null, months, 'month', tariff.basicFee, vat));
  }
  return lines;
}

export const totalCents = (lines: readonly LineDraft[]): number =>
  lines.reduce((sum, l) => sum + l.netCents + l.vatCents, 0);
