import type { Contract, Invoice, UsagePlace } from '@portal/shared';

export function makePlace(overrides: {
  locationCode: string;
  customerNumber: string;
  fullName?: string;
  address?: string;
  startDate?: string | null;
}): UsagePlace {
  return {
    validity: { startDate: overrides.startDate ?? '2020-01-01', endDate: null },
    address: {
      fullAddress: overrides.address ?? `Kotikatu ${overrides.locationCode}, 33100 Tampere`,
      parts: { street: 'Kotikatu', zipCode: '33100', city: 'Tampere', locationName: '' },
    },
    locationCode: overrides.locationCode,
    gsrnCode: null,
    customerInformation: {
      customerNumber: overrides.customerNumber,
      firstName: '',
      lastName: '',
      fullName: overrides.fullName ?? '',
    },
    communeMembershipType: null,
    gridId: 1,
    instance: 'demo1',
    mappedByUser: false,
    checksum: null,
    contractIdentifier: null,
    energyTypes: [],
    additionalInformations: [],
    dataErrors: [],
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    customerNumber: '1001',
    locationCode: '2001',
    locationAddress: 'Kotikatu 1, 33100 Tampere',
    status: 'unpaid',
    amount: 1234.5,
    currency: 'EUR',
    invoiceNumber: '900001',
    dueDate: '2026-11-20',
    postingDate: '2026-11-06',
    virtualBarCode: '416800014000123450000123450000000000000000000012345261120',
    referenceNumber: '12345 67890',
    gsrnCode: null,
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    ...overrides,
  };
}

export function makeContract(overrides: Partial<Contract> = {}): Contract {
  return {
    salesContract: {
      customerName: 'Maija Meikäläinen',
      customerCode: 'C1',
      locationCode: '2001',
      sellerCode: null,
      validFrom: '2021-03-01',
      validTo: null,
      profile: null,
    },
    contractAuthInfo: { identificationNumber: 'K1', possessorContractCode: null, productType: 'Perus' },
    location: {
      gsrnCode: null,
      targetText: null,
      locationName: null,
      fuseSize: '3x25A',
      possessorLocationCode: null,
      gridZone: null,
      transformer: null,
    },
    energyType: 'electricity',
    locationCode: '2001',
    locationAddress: 'Kotikatu 1, 33100 Tampere',
    contractCode: 'K1',
    contractType: 'Verkko',
    customerCode: 'C1',
    customerName: 'Maija Meikäläinen',
    contractStartDate: '2021-03-01',
    contractEndDate: null,
    fixedContractEndDate: '2027-02-28',
    productType: 'Perus',
    fuseSize: '3x25A',
    meterNumber: 'M-778',
    ...overrides,
  };
}
