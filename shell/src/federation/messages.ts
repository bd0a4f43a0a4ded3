import type { Language } from '@portal/instances';

/** Texts of what remotes contribute: loading states and the dashboard; the shell merges them into its messages. */
export const federationMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    'shell.remote.loadFailed.title': 'Osion lataus epäonnistui',
    'shell.remote.loadFailed.body':
      'Tämän sivun osaa ei juuri nyt saatu ladattua. Muu palvelu toimii normaalisti. Yritä hetken kuluttua uudelleen.',
    'shell.remote.retry': 'Yritä uudelleen',
    'shell.dashboard.title': 'Etusivu',
    'shell.dashboard.widgets': 'Kortit',
  },
  'en-US': {
    'shell.remote.loadFailed.title': 'This section could not be loaded',
    'shell.remote.loadFailed.body':
      'This part of the page could not be loaded right now. The rest of the service works as usual. Please try again in a moment.',
    'shell.remote.retry': 'Try again',
    'shell.dashboard.title': 'Home',
    'shell.dashboard.widgets': 'Cards',
  },
};
