/** Texts of the session notices (fi-FI). */
export default {
  'shell.session.accessTokenRemoved':
    'Istuntosi on päättynyt tai se on poistettu. Kirjaudu uudelleen sisään.',
  'shell.session.thirdPartyCookiesDisabled':
    'Kirjautuminen ei onnistunut, koska selaimesi estää kolmannen osapuolen evästeet. Salli evästeet tälle sivustolle ja yritä uudelleen.',
  'shell.session.openIdError':
    'Kirjautuminen ulkoisen tunnistuspalvelun kautta epäonnistui. Yritä uudelleen.',
} satisfies Record<string, string>;
