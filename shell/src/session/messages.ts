import type { Language } from '@portal/instances';

/** Texts of the session notices shown on the login page (ids in notices.ts). */
export const sessionMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    'shell.session.accessTokenRemoved':
      'Istuntosi on päättynyt tai se on poistettu. Kirjaudu uudelleen sisään.',
    'shell.session.thirdPartyCookiesDisabled':
      'Kirjautuminen ei onnistunut, koska selaimesi estää kolmannen osapuolen evästeet. Salli evästeet tälle sivustolle ja yritä uudelleen.',
    'shell.session.openIdError':
      'Kirjautuminen ulkoisen tunnistuspalvelun kautta epäonnistui. Yritä uudelleen.',
  },
  'sv-FI': {
    'shell.session.accessTokenRemoved': 'Din session har upphört eller tagits bort. Logga in på nytt.',
    'shell.session.thirdPartyCookiesDisabled':
      'Inloggningen misslyckades eftersom din webbläsare blockerar kakor från tredje part. Tillåt kakor för den här webbplatsen och försök igen.',
    'shell.session.openIdError':
      'Inloggningen via den externa identifieringstjänsten misslyckades. Försök igen.',
  },
  'en-US': {
    'shell.session.accessTokenRemoved': 'Your session has ended or was removed. Please log in again.',
    'shell.session.thirdPartyCookiesDisabled':
      'Login failed because your browser blocks third-party cookies. Allow cookies for this site and try again.',
    'shell.session.openIdError':
      'Login through the external identification service failed. Please try again.',
  },
};
