/** Texts of the account page locations tab (en-US). */
export default {
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
} satisfies Record<string, string>;
