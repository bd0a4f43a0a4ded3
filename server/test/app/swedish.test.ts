import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHelsinkiWallTime } from '@portal/shared/calendar';
import type { InvoiceDetailResponse, InvoicesResponse } from '@portal/shared/api/billing';
import { languageOf } from '../../src/connector/billing/texts.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson } from '../helpers/requests.js';
import { pdfText } from '../connector/billing/pdfText.js';

/** nivos as if it offered Finnish and English only, to see sv-FI handled as a language the instance lacks */
let t: TestApp;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp({
    instances: (shipped) =>
      shipped.map((i) => (i.id === 'nivos' ? { ...i, languages: ['fi-FI', 'en-US'] } : i)),
  });
  customer = await loginAs(t.app, 'demo1', 'customer');
});
afterAll(async () => {
  await t.close();
});

const monthOf = (offset: number): string => {
  const w = toHelsinkiWallTime(new Date());
  const index = w.year * 12 + w.month - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${customer}`, ...headers } });

describe('password reset mail in Swedish', () => {
  const reset = (clientId: string, language: string) =>
    callJson(t.app, 'POST', '/auth/reset_password', null, { username: 'customer', clientId, language });

  it('is written in the default language, with a link in it, for an instance without Swedish', async () => {
    expect((await reset('mimo_nivos', 'sv-FI')).statusCode).toBe(200);
    await t.app.background.drain();
    const mail = t.mails.at(-1)!;
    expect(mail.language).toBe('fi-FI');
    expect(mail.subject).toBe('Nivos: salasanan vaihto');
    expect(mail.text).toContain('/nivos/fi-FI/reset-password?code=');
  });

  it('refuses a language the portal does not speak at all', async () => {
    const response = await reset('mimo_demo1', 'sv-SE');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validations_fail' });
  });
});

describe('invoices in Swedish', () => {
  it('languageOf takes sv and sv-FI from the query and from Accept-Language', () => {
    expect(languageOf('sv', undefined)).toBe('sv');
    expect(languageOf('sv-FI', undefined)).toBe('sv');
    expect(languageOf(undefined, 'sv-FI,sv;q=0.9,en;q=0.5')).toBe('sv');
    expect(languageOf(undefined, 'de-DE,sv;q=0.8')).toBe('sv');
    expect(languageOf('de', 'sv-FI')).toBe('fi');
  });

  it('line descriptions and the PDF speak Swedish for language=sv-FI', async () => {
    const list = await get(`/connector/v1/invoices?startMonth=${monthOf(-35)}&endMonth=${monthOf(0)}`);
    expect(list.statusCode, list.body).toBe(200);
    const invoice = list.json<InvoicesResponse>().invoices.find((i) => i.status === 'unpaid')!;
    expect(invoice).toBeTruthy();

    const detail = await get(`/connector/v1/invoices/${invoice.invoiceNumber}?language=sv-FI`);
    const descriptions = detail.json<InvoiceDetailResponse>().lines.map((line) => line.description);
    expect(descriptions.some((d) => /^(Elenergi|Fjärrvärmeenergi|Vatten|Naturgas|Energi)/.test(d))).toBe(
      true,
    );
    expect(descriptions.join(' ')).toContain('Grundavgift');

    const pdf = await get(`/connector/v1/invoices/${invoice.invoiceNumber}/pdf?language=sv-FI`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('FAKTURA');
    expect(text).toContain('Förfallodag');
    expect(text).toContain('Att betala totalt');
    // Finnish Swedish writes amounts and dates as Finnish does: 12,50 € and 1.2.2026
    expect(text.replace(/ (?=\d{3},)/g, '')).toContain(`${invoice.amount.toFixed(2).replace('.', ',')} €`);
    const [y, m, d] = invoice.dueDate.split('-');
    expect(text).toContain(`${Number(d)}.${Number(m)}.${y}`);
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
