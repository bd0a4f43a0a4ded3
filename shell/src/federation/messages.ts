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
    'shell.dashboard.timeline.title': 'Ajankohtaista somessa',
    'shell.dashboard.timeline.body':
      'Tiedotteemme ja häiriöilmoituksemme löydät myös sosiaalisesta mediasta. Linkki avautuu uuteen välilehteen.',
    'shell.dashboard.timeline.link': 'Avaa aikajanamme',
  },
  'sv-FI': {
    'shell.remote.loadFailed.title': 'Avsnittet kunde inte laddas',
    'shell.remote.loadFailed.body':
      'Den här delen av sidan kunde inte laddas just nu. Resten av tjänsten fungerar som vanligt. Försök igen om en stund.',
    'shell.remote.retry': 'Försök igen',
    'shell.dashboard.title': 'Startsida',
    'shell.dashboard.widgets': 'Kort',
    'shell.dashboard.timeline.title': 'Aktuellt i sociala medier',
    'shell.dashboard.timeline.body':
      'Våra meddelanden och störningsmeddelanden finns också i sociala medier. Länken öppnas i en ny flik.',
    'shell.dashboard.timeline.link': 'Öppna vår tidslinje',
  },
  'en-US': {
    'shell.remote.loadFailed.title': 'This section could not be loaded',
    'shell.remote.loadFailed.body':
      'This part of the page could not be loaded right now. The rest of the service works as usual. Please try again in a moment.',
    'shell.remote.retry': 'Try again',
    'shell.dashboard.title': 'Home',
    'shell.dashboard.widgets': 'Cards',
    'shell.dashboard.timeline.title': 'News on social media',
    'shell.dashboard.timeline.body':
      'Our announcements and outage notices are also on social media. The link opens in a new tab.',
    'shell.dashboard.timeline.link': 'Open our timeline',
  },
};
