import type { Language } from '@portal/instances';

/**
 * The add-locations form's texts, loaded with the form's chunk (not with every page's shared texts):
 * the account's locations tab and the admin's 'add mapped locations' card.
 */
export const addLocationsMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    'common.locations.add.multi': 'Usean lisäys',
    'common.locations.add.customerNumber': 'Asiakasnumero',
    'common.locations.add.contractIdentifier': 'Sopimustunnus',
    'common.locations.add.locationCode': 'Käyttöpaikkatunnus (vapaaehtoinen)',
    'common.locations.add.lines': 'Käyttöpaikat, yksi riviä kohden',
    'common.locations.add.linesHint':
      'Kirjoita jokaiselle riville asiakasnumero, sopimustunnus ja halutessasi käyttöpaikkatunnus välilyönnein erotettuina.',
    'common.locations.add.tooManyLines': 'Lisää kerralla enintään {max} käyttöpaikkaa.',
    'common.locations.add.submit': 'Hae käyttöpaikat',
    'common.locations.add.loadingPreview': 'Haetaan esikatselua…',
    'common.locations.add.fetchFailed': 'Käyttöpaikkojen haku epäonnistui',
    'common.locations.add.noSpaces': 'Kirjoita ilman välilyöntejä.',
    'common.locations.add.rateLimited':
      'Liian moni haku ei löytänyt mitään. Yritä uudelleen tunnin kuluttua.',
    'common.locations.add.line.heading':
      '{count, plural, one {Yhtä riviä ei lisätty:} other {# riviä jäi lisäämättä:}}',
    'common.locations.add.line.customerNumber.length':
      'Rivi {line}: asiakasnumerossa pitää olla {min}–{max} merkkiä.',
    'common.locations.add.line.contractIdentifier.missing': 'Rivi {line}: sopimustunnus puuttuu.',
    'common.locations.add.line.contractIdentifier.length':
      'Rivi {line}: sopimustunnuksessa voi olla enintään {max} merkkiä.',
    'common.locations.add.line.locationCode.length':
      'Rivi {line}: käyttöpaikkatunnuksessa voi olla enintään {max} merkkiä.',
    'common.locations.add.line.tooManyValues':
      'Rivi {line}: kirjoita enintään kolme arvoa: asiakasnumero, sopimustunnus ja käyttöpaikkatunnus.',
    'common.locations.add.line.notFound':
      'Rivi {line}: tällä asiakasnumerolla ja sopimustunnuksella ei löytynyt käyttöpaikkaa.',
    'common.locations.add.line.rateLimited':
      'Rivi {line}: ei haettu, koska liian moni haku ei löytänyt mitään. Yritä uudelleen tunnin kuluttua.',
    'common.locations.add.line.invalid': 'Rivi {line}: arvot eivät kelpaa.',
  },
  'sv-FI': {
    'common.locations.add.multi': 'Lägg till flera',
    'common.locations.add.customerNumber': 'Kundnummer',
    'common.locations.add.contractIdentifier': 'Avtalsbeteckning',
    'common.locations.add.locationCode': 'Förbrukningsplatsnummer (frivilligt)',
    'common.locations.add.lines': 'Förbrukningsplatser, en per rad',
    'common.locations.add.linesHint':
      'Skriv på varje rad kundnummer, avtalsbeteckning och vid behov förbrukningsplatsnummer, åtskilda av mellanslag.',
    'common.locations.add.tooManyLines': 'Lägg till högst {max} förbrukningsplatser åt gången.',
    'common.locations.add.submit': 'Hämta förbrukningsplatser',
    'common.locations.add.loadingPreview': 'Förhandsvisningen hämtas…',
    'common.locations.add.fetchFailed': 'Det gick inte att hämta förbrukningsplatserna',
    'common.locations.add.noSpaces': 'Skriv utan mellanslag.',
    'common.locations.add.rateLimited': 'För många sökningar hittade ingenting. Försök igen om en timme.',
    'common.locations.add.line.heading':
      '{count, plural, one {En rad lades inte till:} other {# rader lades inte till:}}',
    'common.locations.add.line.customerNumber.length': 'Rad {line}: kundnumret ska ha {min}–{max} tecken.',
    'common.locations.add.line.contractIdentifier.missing': 'Rad {line}: avtalsbeteckningen saknas.',
    'common.locations.add.line.contractIdentifier.length':
      'Rad {line}: avtalsbeteckningen får ha högst {max} tecken.',
    'common.locations.add.line.locationCode.length':
      'Rad {line}: förbrukningsplatsnumret får ha högst {max} tecken.',
    'common.locations.add.line.tooManyValues':
      'Rad {line}: skriv högst tre värden: kundnummer, avtalsbeteckning och förbrukningsplatsnummer.',
    'common.locations.add.line.notFound':
      'Rad {line}: ingen förbrukningsplats har detta kundnummer och denna avtalsbeteckning.',
    'common.locations.add.line.rateLimited':
      'Rad {line}: inte sökt, eftersom för många sökningar inte hittade något. Försök igen om en timme.',
    'common.locations.add.line.invalid': 'Rad {line}: värdena är ogiltiga.',
  },
  'en-US': {
    'common.locations.add.multi': 'Multi addition',
    'common.locations.add.customerNumber': 'Customer number',
    'common.locations.add.contractIdentifier': 'Contract identifier',
    'common.locations.add.locationCode': 'Location code (optional)',
    'common.locations.add.lines': 'Usage places, one per line',
    'common.locations.add.linesHint':
      'On each line write the customer number, the contract identifier and, if you like, the location code, separated by spaces.',
    'common.locations.add.tooManyLines': 'Add at most {max} usage places at a time.',
    'common.locations.add.submit': 'Find usage places',
    'common.locations.add.loadingPreview': 'Loading the preview…',
    'common.locations.add.fetchFailed': 'Finding the usage places failed',
    'common.locations.add.noSpaces': 'Write it without spaces.',
    'common.locations.add.rateLimited': 'Too many searches found nothing. Try again in an hour.',
    'common.locations.add.line.heading':
      '{count, plural, one {One line was not added:} other {# lines were not added:}}',
    'common.locations.add.line.customerNumber.length':
      'Line {line}: the customer number must be {min}-{max} characters long.',
    'common.locations.add.line.contractIdentifier.missing':
      'Line {line}: the contract identifier is missing.',
    'common.locations.add.line.contractIdentifier.length':
      'Line {line}: the contract identifier can have at most {max} characters.',
    'common.locations.add.line.locationCode.length':
      'Line {line}: the location code can have at most {max} characters.',
    'common.locations.add.line.tooManyValues':
      'Line {line}: write at most three values: customer number, contract identifier and location code.',
    'common.locations.add.line.notFound':
      'Line {line}: no usage place has this customer number and contract identifier.',
    'common.locations.add.line.rateLimited':
      'Line {line}: not searched, because too many searches found nothing. Try again in an hour.',
    'common.locations.add.line.invalid': 'Line {line}: the values are not valid.',
  },
};
