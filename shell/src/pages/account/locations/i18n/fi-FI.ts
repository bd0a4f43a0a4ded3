/** Texts of the account page locations tab (fi-FI). */
export default {
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
} satisfies Record<string, string>;
