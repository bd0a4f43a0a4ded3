/** Texts of the account page locations tab (sv-FI). */
export default {
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
} satisfies Record<string, string>;
