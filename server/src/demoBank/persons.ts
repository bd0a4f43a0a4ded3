/**
 * The Demo Bank's test persons (docs/demo-bank.md). Identity codes are the valid test codes of
 * ../shared/FACTS.md; the demo seed gives the first five to accounts of every seeded instance
 * (`DEMO_SSNS` in demo/staff.ts), so a login by the bank finds them through the SSN blind index:
 * - 010594Y9032: the `customer` account of every instance (demo1, karhulanenergia, ...)
 * - 010594Y9021: `customer2`
 * - 020516C903K: `protected` (the censored customer)
 * - 020502E902X, 131052-308T: the first two generated customers of the staff seed
 * - 150307A912A: nobody: a first login with no account (born 2007, outside the seed's 1940-2005)
 * `sub` is stable per person and says nothing about the code.
 */
export interface DemoBankPerson {
  sub: string;
  givenName: string;
  familyName: string;
  /** YYYY-MM-DD, as the identity code says */
  birthdate: string;
  /** the personal identity code (henkilötunnus) exactly as written */
  personalIdentityCode: string;
}

export const DEMO_BANK_PERSONS: readonly DemoBankPerson[] = [
  {
    sub: 'db-5c0d6f2e-aino',
    givenName: 'Aino',
    familyName: 'Testaaja',
    birthdate: '1994-05-01',
    personalIdentityCode: '010594Y9032',
  },
  {
    sub: 'db-8a41b7c3-eino',
    givenName: 'Eino',
    familyName: 'Testaaja',
    birthdate: '1994-05-01',
    personalIdentityCode: '010594Y9021',
  },
  {
    sub: 'db-2f9e4a10-helmi',
    givenName: 'Helmi',
    familyName: 'Suojattu',
    birthdate: '2016-05-02',
    personalIdentityCode: '020516C903K',
  },
  {
    sub: 'db-71d3c8b5-onni',
    givenName: 'Onni',
    familyName: 'Koekäyttäjä',
    birthdate: '2002-05-02',
    personalIdentityCode: '020502E902X',
  },
  {
    sub: 'db-a6e0195d-liisa',
    givenName: 'Liisa',
    familyName: 'Vanhanen',
    birthdate: '1952-10-13',
    personalIdentityCode: '131052-308T',
  },
  {
    sub: 'db-3b8f5e27-ville',
    givenName: 'Ville',
    familyName: 'Uusiasiakas',
    birthdate: '2007-03-15',
    personalIdentityCode: '150307A912A',
  },
];

export const fullName = (person: DemoBankPerson): string => `${person.givenName} ${person.familyName}`;

export const demoBankPerson = (sub: string): DemoBankPerson | undefined =>
  DEMO_BANK_PERSONS.find((person) => person.sub === sub);
