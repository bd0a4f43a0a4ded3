/** The invoice texts of the API answers and the PDF, in the three languages of the portal. */
export type BillingLanguage = 'fi' | 'sv' | 'en';

/** `?language=` wins (fi, fi-FI, sv, sv-FI, en, en-US), then the first of Accept-Language the portal speaks; Finnish by default */
export function languageOf(query: string | undefined, acceptLanguage: string | undefined): BillingLanguage {
  const pick = (value: string): BillingLanguage | null => {
    const tag = value.trim().slice(0, 2).toLowerCase();
    return tag === 'fi' || tag === 'sv' || tag === 'en' ? tag : null;
  };
  if (query) return pick(query) ?? 'fi';
  for (const part of (acceptLanguage ?? '').slice(0, 200).split(',')) {
    const found = pick(part.split(';')[0] ?? '');
    if (found) return found;
  }
  return 'fi';
}

const TARIFFS: Record<BillingLanguage, Record<string, string>> = {
  fi: {
    dayEnergy: 'Sähköenergia, päivä',
    nightEnergy: 'Sähköenergia, yö',
    generic: 'Sähköenergia',
    heatEnergy: 'Kaukolämpöenergia',
    waterCold: 'Vesi',
    naturalGas: 'Maakaasu',
  },
  sv: {
    dayEnergy: 'Elenergi, dag',
    nightEnergy: 'Elenergi, natt',
    generic: 'Elenergi',
    heatEnergy: 'Fjärrvärmeenergi',
    waterCold: 'Vatten',
    naturalGas: 'Naturgas',
  },
  en: {
    dayEnergy: 'Electricity, day',
    nightEnergy: 'Electricity, night',
    generic: 'Electricity',
    heatEnergy: 'District heat energy',
    waterCold: 'Water',
    naturalGas: 'Natural gas',
  },
};

const KINDS: Record<BillingLanguage, Record<string, string>> = {
  fi: {
    energy: 'Energia',
    basicFee: 'Perusmaksu',
    transfer: 'Sähkönsiirto',
    transferBasicFee: 'Siirron perusmaksu',
    electricityTax: 'Sähkövero ja huoltovarmuusmaksu',
    credit: 'Hyvitys',
  },
  sv: {
    energy: 'Energi',
    basicFee: 'Grundavgift',
    transfer: 'Elöverföring',
    transferBasicFee: 'Överföringens grundavgift',
    electricityTax: 'Elskatt och försörjningsberedskapsavgift',
    credit: 'Gottgörelse',
  },
  en: {
    energy: 'Energy',
    basicFee: 'Basic fee',
    transfer: 'Electricity distribution',
    transferBasicFee: 'Distribution basic fee',
    electricityTax: 'Electricity tax and security of supply fee',
    credit: 'Credit',
  },
};

export function lineDescription(language: BillingLanguage, kind: string, tariff: string | null): string {
  if (kind === 'energy') return TARIFFS[language][tariff ?? 'generic'] ?? KINDS[language].energy!;
  if (kind === 'credit')
    return `${KINDS[language].credit}: ${(KINDS[language][tariff ?? ''] ?? '').toLowerCase()}`.replace(
      /: $/,
      '',
    );
  return KINDS[language][kind] ?? kind;
}

const UNITS: Record<BillingLanguage, Record<string, string>> = {
  fi: { month: 'kk', m3: 'm³' },
  sv: { month: 'mån', m3: 'm³' },
  en: { month: 'month', m3: 'm³' },
};

export const unitText = (language: BillingLanguage, unit: string): string => UNITS[language][unit] ?? unit;

export const PDF_TEXTS = {
  fi: {
    invoice: 'LASKU',
    creditNote: 'HYVITYSLASKU',
    invoiceNumber: 'Laskun numero',
    invoiceDate: 'Laskun päivämäärä',
    dueDate: 'Eräpäivä',
    reference: 'Viitenumero',
    customerNumber: 'Asiakasnumero',
    place: 'Käyttöpaikka',
    gsrn: 'Käyttöpaikkatunnus (GSRN)',
    period: 'Laskutuskausi',
    description: 'Erittely',
    quantity: 'Määrä',
    unitPrice: 'À-hinta (alv 0 %)',
    vatRate: 'Alv %',
    net: 'Veroton',
    total: 'Yhteensä',
    vatBreakdown: 'Arvonlisävero',
    vatBase: 'Veron peruste',
    vat: 'Vero',
    toPay: 'Maksettava yhteensä',
    credit: 'Hyvitetään',
    iban: 'Saajan tilinumero (IBAN)',
    recipient: 'Saaja',
    payer: 'Maksaja',
    barcode: 'Virtuaaliviivakoodi',
    status: 'Tila',
    statuses: { paid: 'Maksettu', unpaid: 'Avoin', credit: 'Hyvitys', unknown: 'Tuntematon' },
    creditNotice: 'Hyvitys vähennetään seuraavalta laskulta. Tätä laskua ei makseta.',
    footer: 'Tämä on esittelyportaalin laskukopio. Käytä maksaessasi viitenumeroa.',
  },
  sv: {
    invoice: 'FAKTURA',
    creditNote: 'KREDITNOTA',
    invoiceNumber: 'Fakturanummer',
    invoiceDate: 'Fakturadatum',
    dueDate: 'Förfallodag',
    reference: 'Referensnummer',
    customerNumber: 'Kundnummer',
    place: 'Förbrukningsplats',
    gsrn: 'Förbrukningsplatskod (GSRN)',
    period: 'Faktureringsperiod',
    description: 'Specifikation',
    quantity: 'Mängd',
    unitPrice: 'À-pris (moms 0 %)',
    vatRate: 'Moms %',
    net: 'Skattefritt',
    total: 'Totalt',
    vatBreakdown: 'Mervärdesskatt',
    vatBase: 'Skattegrund',
    vat: 'Skatt',
    toPay: 'Att betala totalt',
    credit: 'Gottgörs',
    iban: 'Mottagarens kontonummer (IBAN)',
    recipient: 'Mottagare',
    payer: 'Betalare',
    barcode: 'Virtuell streckkod',
    status: 'Status',
    statuses: { paid: 'Betald', unpaid: 'Öppen', credit: 'Gottgörelse', unknown: 'Okänd' },
    creditNotice: 'Gottgörelsen dras av från nästa faktura. Denna faktura ska inte betalas.',
    footer: 'Detta är en fakturakopia från demoportalen. Använd referensnumret när du betalar.',
  },
  en: {
    invoice: 'INVOICE',
    creditNote: 'CREDIT NOTE',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    reference: 'Reference number',
    customerNumber: 'Customer number',
    place: 'Usage place',
    gsrn: 'Metering point (GSRN)',
    period: 'Billing period',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price (excl. VAT)',
    vatRate: 'VAT %',
    net: 'Excl. VAT',
    total: 'Total',
    vatBreakdown: 'Value added tax',
    vatBase: 'Taxable amount',
    vat: 'VAT',
    toPay: 'Total to pay',
    credit: 'To be credited',
    iban: "Recipient's account (IBAN)",
    recipient: 'Recipient',
    payer: 'Payer',
    barcode: 'Virtual barcode',
    status: 'Status',
    statuses: { paid: 'Paid', unpaid: 'Open', credit: 'Credit', unknown: 'Unknown' },
    creditNotice: 'The credit is deducted from your next invoice. Do not pay this document.',
    footer: 'An invoice copy from the demo portal. Use the reference number when paying.',
  },
} as const;
