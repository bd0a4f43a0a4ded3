import type { Language } from '@portal/instances';

/**
 * Texts of the logged-out pages. Instance texts (`/instances/<id>/texts/<lang>.json`) override any of
 * them, e.g. `shell.welcome.description` or `shell.login.description` for the description-only login.
 */
export const authPagesMessages: Record<Language, Record<string, string>> = {
  'fi-FI': {
    'shell.welcome.title': 'Tervetuloa',
    'shell.welcome.heading': 'Tervetuloa {name} Online -palveluun',
    'shell.welcome.description':
      'Seuraa energiankulutustasi, laskujasi ja sopimuksiasi yhdessä paikassa. Kirjaudu sisään nähdäksesi omat tietosi.',
    'shell.welcome.screenshotAlt': 'Kuvakaappaus palvelusta: kulutusraportti pylväskaaviona',

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
    'shell.resetPassword.passwordRule':
      'Salasanassa on oltava vähintään 8 merkkiä, vähintään yksi numero sekä iso ja pieni kirjain.',
    'shell.resetPassword.passwordsDiffer': 'Salasanat eivät ole samat.',
    'shell.resetPassword.save': 'Tallenna uusi salasana',
    'shell.resetPassword.saving': 'Tallennetaan…',
    'shell.resetPassword.confirmed':
      'Salasanasi on vaihdettu. Voit nyt kirjautua sisään uudella salasanalla.',
    'shell.resetPassword.goToLogin': 'Siirry kirjautumaan',

    'shell.openIdCallback.title': 'Kirjaudutaan',
    'shell.openIdCallback.progress': 'Viimeistellään kirjautumista…',
  },
  'en-US': {
    'shell.welcome.title': 'Welcome',
    'shell.welcome.heading': 'Welcome to {name} Online',
    'shell.welcome.description':
      'Follow your energy consumption, invoices and contracts in one place. Log in to see your own information.',
    'shell.welcome.screenshotAlt': 'Screenshot of the service: a consumption report as a bar chart',

    'shell.login.title': 'Log in',
    'shell.login.username': 'Username',
    'shell.login.password': 'Password',
    'shell.login.submit': 'Log in',
    'shell.login.submitting': 'Logging in…',
    'shell.login.forgotPassword': 'Forgot your password?',
    'shell.login.forgotUsername': 'Forgot your username?',
    'shell.login.forgotUsernameDialog.title': 'Forgotten username',
    'shell.login.forgotUsernameDialog.body':
      "You can check your username in the utility's customer service. The service opens in a new tab.",
    'shell.login.forgotUsernameDialog.link': 'Go to the customer service (opens in a new tab)',
    'shell.login.or': 'or',
    'shell.login.externalButtons': 'Other ways to log in',
    'shell.login.description':
      "Log in to the service as your utility's instructions say. Contact customer service if you need help.",
    'shell.login.cookiesDisabled':
      'Cookies are disabled in your browser. Logging in needs cookies: allow them for this site.',
    'shell.login.notification': 'Notice',
    'shell.login.externalMainPageLink': 'Go to the company website to log in: {name}',
    'shell.login.localLoginDisabledNoOther':
      'Login with a username and password is not in use for this account, and this service has no other way to log in. To get access, contact the customer service of {name}.',
    'shell.login.external.suomifi': 'Suomi.fi identification',
    'shell.login.external.bank': 'Online banking or mobile certificate',
    'shell.login.external.google': 'Log in with Google',
    'shell.login.external.microsoft': 'Log in with Microsoft',
    'shell.login.external.facebook': 'Log in with Facebook',
    'shell.login.external.apple': 'Log in with Apple',
    'shell.login.external.custom': 'External identification',
    'shell.login.strongAuthDialog.title': 'Strong authentication',
    'shell.login.strongAuthDialog.body':
      'You will be taken to {provider} to identify yourself. After identification you return to this service.',
    'shell.login.strongAuthDialog.confirm': 'Continue to identification',
    'shell.login.strongAuthDialog.cancel': 'Cancel',

    'shell.resetPassword.title': 'Reset password',
    'shell.resetPassword.instructions':
      "Enter your username. We will send a link for setting a new password to the account's email address.",
    'shell.resetPassword.username': 'Username',
    'shell.resetPassword.send': 'Send',
    'shell.resetPassword.sending': 'Sending…',
    'shell.resetPassword.sent':
      'If the username exists, we sent instructions for setting a new password to its email address.',
    'shell.resetPassword.backToLogin': 'Back to login',
    'shell.resetPassword.newPasswordInstructions': 'Choose a new password for your account.',
    'shell.resetPassword.newPassword': 'New password',
    'shell.resetPassword.repeatPassword': 'Repeat the new password',
    'shell.resetPassword.passwordRule':
      'The password needs at least 8 characters, at least one digit, and upper and lower case letters.',
    'shell.resetPassword.passwordsDiffer': 'The passwords are not the same.',
    'shell.resetPassword.save': 'Save the new password',
    'shell.resetPassword.saving': 'Saving…',
    'shell.resetPassword.confirmed':
      'Your password has been changed. You can now log in with the new password.',
    'shell.resetPassword.goToLogin': 'Go to login',

    'shell.openIdCallback.title': 'Logging in',
    'shell.openIdCallback.progress': 'Finishing the login…',
  },
};
