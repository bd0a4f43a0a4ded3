import type { Language } from '@portal/instances';

/** The account page's locations tab, the add-locations form and its preview; merged into the shell's messages. */
export const locationsMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    'shell.locations.heading': 'Käyttöpaikkani',
    'shell.locations.description':
      'Tässä ovat kaikki käyttöpaikat, joiden tiedot näet palvelussa. Itse lisäämäsi käyttöpaikat voit myös poistaa.',
    'shell.locations.loading': 'Haetaan käyttöpaikkoja…',
    'shell.locations.loadFailed': 'Käyttöpaikkojen haku epäonnistui',
    'shell.locations.none': 'Sinulla ei ole vielä käyttöpaikkoja.',
    'shell.locations.table': 'Käyttöpaikkasi',
    'shell.locations.column.addedBy': 'Lisääjä',
    'shell.locations.addedBy.user': 'Sinä',
    'shell.locations.addedBy.utility': 'Energiayhtiö',
    'shell.locations.notSelectable': 'Energiayhtiön lisäämää käyttöpaikkaa ei voi poistaa täältä.',
    'shell.locations.remove': 'Poista valitut ({count})',
    'shell.locations.removing': 'Poistetaan…',
    'shell.locations.removeConfirm.title': 'Poistetaanko käyttöpaikat?',
    'shell.locations.removeConfirm.body':
      '{count, plural, one {Valittu käyttöpaikka poistetaan} other {# valittua käyttöpaikkaa poistetaan}} tililtäsi. Voit lisätä {count, plural, one {sen} other {ne}} myöhemmin uudelleen.',
    'shell.locations.removeConfirm.confirm': 'Poista',
    'shell.locations.removeConfirm.cancel': 'Peruuta',
    'shell.locations.removed': 'Käyttöpaikat on poistettu.',
    'shell.locations.removeFailed': 'Käyttöpaikkojen poisto epäonnistui',
    'shell.locations.add.heading': 'Lisää käyttöpaikkoja',
    'shell.locations.add.description':
      'Lisää käyttöpaikka asiakasnumerolla ja sopimustunnuksella. Löydät ne laskustasi tai sopimuksestasi.',
    'shell.locations.add.notAllowed':
      'Käyttöpaikkojen lisääminen itse ei ole käytössä tässä palvelussa. Ota yhteyttä asiakaspalveluun.',
  },
  'sv-FI': {
    'shell.locations.heading': 'Mina förbrukningsplatser',
    'shell.locations.description':
      'Här finns alla förbrukningsplatser vars uppgifter du ser i tjänsten. Platser som du själv har lagt till kan du också ta bort.',
    'shell.locations.loading': 'Förbrukningsplatserna hämtas…',
    'shell.locations.loadFailed': 'Det gick inte att hämta förbrukningsplatserna',
    'shell.locations.none': 'Du har inga förbrukningsplatser ännu.',
    'shell.locations.table': 'Dina förbrukningsplatser',
    'shell.locations.column.addedBy': 'Tillagd av',
    'shell.locations.addedBy.user': 'Du',
    'shell.locations.addedBy.utility': 'Energibolaget',
    'shell.locations.notSelectable':
      'En förbrukningsplats som energibolaget har lagt till kan inte tas bort här.',
    'shell.locations.remove': 'Ta bort valda ({count})',
    'shell.locations.removing': 'Tar bort…',
    'shell.locations.removeConfirm.title': 'Ta bort förbrukningsplatserna?',
    'shell.locations.removeConfirm.body':
      '{count, plural, one {Den valda förbrukningsplatsen tas bort} other {# valda förbrukningsplatser tas bort}} från ditt konto. Du kan lägga till {count, plural, one {den} other {dem}} igen senare.',
    'shell.locations.removeConfirm.confirm': 'Ta bort',
    'shell.locations.removeConfirm.cancel': 'Avbryt',
    'shell.locations.removed': 'Förbrukningsplatserna har tagits bort.',
    'shell.locations.removeFailed': 'Det gick inte att ta bort förbrukningsplatserna',
    'shell.locations.add.heading': 'Lägg till förbrukningsplatser',
    'shell.locations.add.description':
      'Lägg till en förbrukningsplats med kundnummer och avtalsbeteckning. Du hittar dem på din faktura eller i ditt avtal.',
    'shell.locations.add.notAllowed':
      'Du kan inte själv lägga till förbrukningsplatser i den här tjänsten. Kontakta kundtjänsten.',
  },
  'en-US': {
    'shell.locations.heading': 'My locations',
    'shell.locations.description':
      'These are all the usage places whose data you see in the service. You can also remove the ones you added yourself.',
    'shell.locations.loading': 'Loading usage places…',
    'shell.locations.loadFailed': 'Loading the usage places failed',
    'shell.locations.none': 'You have no usage places yet.',
    'shell.locations.table': 'Your usage places',
    'shell.locations.column.addedBy': 'Added by',
    'shell.locations.addedBy.user': 'You',
    'shell.locations.addedBy.utility': 'The utility',
    'shell.locations.notSelectable': 'A usage place the utility added cannot be removed here.',
    'shell.locations.remove': 'Remove selected ({count})',
    'shell.locations.removing': 'Removing…',
    'shell.locations.removeConfirm.title': 'Remove the usage places?',
    'shell.locations.removeConfirm.body':
      '{count, plural, one {The selected usage place is} other {# selected usage places are}} removed from your account. You can add {count, plural, one {it} other {them}} again later.',
    'shell.locations.removeConfirm.confirm': 'Remove',
    'shell.locations.removeConfirm.cancel': 'Cancel',
    'shell.locations.removed': 'The usage places were removed.',
    'shell.locations.removeFailed': 'Removing the usage places failed',
    'shell.locations.add.heading': 'Add locations',
    'shell.locations.add.description':
      'Add a usage place with its customer number and contract identifier. You find them on your invoice or contract.',
    'shell.locations.add.notAllowed':
      'Adding usage places yourself is not available in this service. Please contact customer service.',
  },
};
