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
  },
};
