/** Texts of the logged-out pages (fi-FI). */
export default {
  'shell.welcome.title': 'Tervetuloa',
  'shell.welcome.heading': 'Tervetuloa {name} Online -palveluun',
  'shell.welcome.description':
    'Seuraa energiankulutustasi, laskujasi ja sopimuksiasi yhdessä paikassa. Kirjaudu sisään nähdäksesi omat tietosi.',
  'shell.welcome.screenshotAlt': 'Kuvakaappaus palvelusta: kulutusraportti pylväskaaviona',
  'shell.welcome.login': 'Kirjaudu sisään',

  'shell.login.title': 'Kirjaudu sisään',
  'shell.login.username': 'Käyttäjätunnus',
  'shell.login.password': 'Salasana',
  'shell.login.submit': 'Kirjaudu',
  'shell.login.submitting': 'Kirjaudutaan…',
  'shell.login.forgotPassword': 'Unohditko salasanasi?',
  'shell.login.forgotUsername': 'Unohditko käyttäjätunnuksesi?',
  'shell.login.forgotUsernameDialog.title': 'Unohtunut käyttäjätunnus',
  'shell.login.forgotUsernameDialog.body':
    'Voit tarkistaa käyttäjätunnuksesi energiayhtiön asiointipalvelusta. Palvelu avautuu uuteen välilehteen.',
  'shell.login.forgotUsernameDialog.link': 'Siirry asiointipalveluun (avautuu uuteen välilehteen)',
  'shell.login.or': 'tai',
  'shell.login.externalButtons': 'Muut kirjautumistavat',
  'shell.login.description':
    'Kirjautuminen palveluun tapahtuu energiayhtiön ohjeiden mukaisesti. Ota tarvittaessa yhteyttä asiakaspalveluun.',
  'shell.login.cookiesDisabled':
    'Selaimesi evästeet ovat pois käytöstä. Kirjautuminen vaatii evästeet: salli ne tälle sivustolle.',
  'shell.login.notification': 'Tiedote',
  'shell.login.externalMainPageLink': 'Siirry kirjautumaan yhtiön verkkosivuille: {name}',
  'shell.login.localLoginDisabledNoOther':
    'Kirjautuminen käyttäjätunnuksella ja salasanalla ei ole käytössä tällä tilillä, eikä tähän palveluun ole muuta kirjautumistapaa. Saat pääsyn palveluun ottamalla yhteyttä energiayhtiön ({name}) asiakaspalveluun.',
  'shell.login.external.suomifi': 'Suomi.fi-tunnistus',
  'shell.login.external.bank': 'Pankkitunnukset tai mobiilivarmenne',
  'shell.login.external.google': 'Kirjaudu Google-tilillä',
  'shell.login.external.microsoft': 'Kirjaudu Microsoft-tilillä',
  'shell.login.external.facebook': 'Kirjaudu Facebook-tilillä',
  'shell.login.external.apple': 'Kirjaudu Apple ID:llä',
  'shell.login.external.custom': 'Ulkoinen tunnistautuminen',
  'shell.login.strongAuthDialog.title': 'Vahva tunnistautuminen',
  'shell.login.strongAuthDialog.body':
    'Sinut ohjataan tunnistautumaan palvelussa {provider}. Palaat tunnistautumisen jälkeen takaisin tähän palveluun.',
  'shell.login.strongAuthDialog.confirm': 'Siirry tunnistautumaan',
  'shell.login.strongAuthDialog.cancel': 'Peruuta',

  'shell.resetPassword.title': 'Salasanan palautus',
  'shell.resetPassword.instructions':
    'Anna käyttäjätunnuksesi. Lähetämme tiliin liitettyyn sähköpostiosoitteeseen linkin, jolla voit asettaa uuden salasanan.',
  'shell.resetPassword.username': 'Käyttäjätunnus',
  'shell.resetPassword.send': 'Lähetä',
  'shell.resetPassword.sending': 'Lähetetään…',
  'shell.resetPassword.sent':
    'Jos käyttäjätunnus on olemassa, lähetimme siihen liitettyyn sähköpostiosoitteeseen ohjeet uuden salasanan asettamiseen.',
  'shell.resetPassword.backToLogin': 'Takaisin kirjautumiseen',
  'shell.resetPassword.newPasswordInstructions': 'Valitse tilillesi uusi salasana.',
  'shell.resetPassword.newPassword': 'Uusi salasana',
  'shell.resetPassword.repeatPassword': 'Uusi salasana uudelleen',
  'shell.resetPassword.passwordHint':
    'Vähintään 8 merkkiä, joissa on numeroita sekä isoja ja pieniä kirjaimia. Pitkä salasanalause (enintään 128 merkkiä) on turvallisin. Yleisiä salasanoja ei hyväksytä.',
  'shell.resetPassword.passwordsDiffer': 'Salasanat eivät ole samat.',
  'shell.resetPassword.save': 'Tallenna uusi salasana',
  'shell.resetPassword.saving': 'Tallennetaan…',
  'shell.resetPassword.confirmed': 'Salasanasi on vaihdettu. Voit nyt kirjautua sisään uudella salasanalla.',
  'shell.resetPassword.goToLogin': 'Siirry kirjautumaan',
  'shell.resetPassword.socialSecurityNumber': 'Henkilötunnus',
  'shell.resetPassword.socialSecurityNumberHint':
    'Henkilötunnuksesi sellaisena kuin se on henkilökortissasi, esimerkiksi 131052-308T.',
  'shell.resetPassword.continue': 'Jatka',

  'shell.openIdCallback.title': 'Kirjaudutaan',
  'shell.openIdCallback.progress': 'Viimeistellään kirjautumista…',
} satisfies Record<string, string>;
