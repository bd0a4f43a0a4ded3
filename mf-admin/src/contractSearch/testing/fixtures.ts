import type { AdminContract, PageOf } from '@portal/shared';

type ContractOverrides = Partial<Omit<AdminContract, 'salesContract' | 'contractAuthInfo' | 'location'>> & {
  salesContract?: Partial<AdminContract['salesContract']>;
  contractAuthInfo?: Partial<AdminContract['contractAuthInfo']>;
  location?: Partial<AdminContract['location']>;
};

/** A contract as the contract search answers it. */
export function makeAdminContract(overrides: ContractOverrides = {}): AdminContract {
  return {
    contractCode: 'K100001',
    contractType: 'Verkko',
    energyType: 'electricity',
    ...overrides,
    salesContract: {
      customerName: 'Meikäläinen Maija',
      customerCode: '100001',
      locationCode: '2000001',
      sellerCode: 'S1',
      validFrom: '2021-03-01',
      validTo: null,
      profile: null,
      ...overrides.salesContract,
    },
    contractAuthInfo: {
      identificationNumber: '1234567890',
      possessorContractCode: null,
      productType: 'Yleissähkö',
      ...overrides.contractAuthInfo,
    },
    location: {
      gsrnCode: '643000000000000001',
      targetText: null,
      locationName: 'Koti',
      address: 'Kotikatu 1, 33100 Tampere',
      fuseSize: '3x25A',
      possessorLocationCode: null,
      gridZone: null,
      transformer: null,
      ...overrides.location,
    },
  };
}

export const pageOf = (
  items: AdminContract[],
  total = items.length,
  page = 0,
  pageSize = 50,
): PageOf<AdminContract> => ({
  items,
  total,
  page,
  pageSize,
});
