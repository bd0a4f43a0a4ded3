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
    'shell.resetPassword.passwordHint':
      'Vähintään 8 merkkiä, joissa on numeroita sekä isoja ja pieniä kirjaimia. Pitkä salasanalause (enintään 128 merkkiä) on turvallisin. Yleisiä salasanoja ei hyväksytä.',
    'shell.resetPassword.passwordsDiffer': 'Salasanat eivät ole samat.',
    'shell.resetPassword.save': 'Tallenna uusi salasana',
    'shell.resetPassword.saving': 'Tallennetaan…',
    'shell.resetPassword.confirmed':
      'Salasanasi on vaihdettu. Voit nyt kirjautua sisään uudella salasanalla.',
    'shell.resetPassword.goToLogin': 'Siirry kirjautumaan',

    'shell.openIdCallback.title': 'Kirjaudutaan',
    'shell.openIdCallback.progress': 'Viimeistellään kirjautumista…',
  },
  'sv-FI': {
    'shell.welcome.title': 'Välkommen',
    'shell.welcome.heading': 'Välkommen till {name} Online',
    'shell.welcome.description':
      'Följ din energiförbrukning, dina fakturor och dina avtal på ett och samma ställe. Logga in för att se dina egna uppgifter.',
    'shell.welcome.screenshotAlt': 'Skärmbild av tjänsten: en förbrukningsrapport som stapeldiagram',

    'shell.login.title': 'Logga in',
    'shell.login.username': 'Användarnamn',
    'shell.login.password': 'Lösenord',
    'shell.login.submit': 'Logga in',
    'shell.login.submitting': 'Loggar in…',
    'shell.login.forgotPassword': 'Glömt lösenordet?',
    'shell.login.forgotUsername': 'Glömt användarnamnet?',
    'shell.login.forgotUsernameDialog.title': 'Glömt användarnamn',
    'shell.login.forgotUsernameDialog.body':
      'Du kan kontrollera ditt användarnamn i energibolagets e-tjänst. Tjänsten öppnas i en ny flik.',
    'shell.login.forgotUsernameDialog.link': 'Gå till e-tjänsten (öppnas i en ny flik)',
    'shell.login.or': 'eller',
    'shell.login.externalButtons': 'Andra sätt att logga in',
    'shell.login.description':
      'Logga in i tjänsten enligt energibolagets anvisningar. Kontakta kundtjänst vid behov.',
    'shell.login.cookiesDisabled':
      'Kakor är avstängda i din webbläsare. Inloggningen kräver kakor: tillåt dem för den här webbplatsen.',
    'shell.login.notification': 'Meddelande',
    'shell.login.externalMainPageLink': 'Gå till bolagets webbplats för att logga in: {name}',
    'shell.login.localLoginDisabledNoOther':
      'Inloggning med användarnamn och lösenord används inte för det här kontot, och tjänsten har inget annat sätt att logga in. Kontakta kundtjänsten hos {name} för att få åtkomst.',
    'shell.login.external.suomifi': 'Suomi.fi-identifikation',
    'shell.login.external.bank': 'Nätbankskoder eller mobilcertifikat',
    'shell.login.external.google': 'Logga in med Google',
    'shell.login.external.microsoft': 'Logga in med Microsoft',
    'shell.login.external.facebook': 'Logga in med Facebook',
    'shell.login.external.apple': 'Logga in med Apple',
    'shell.login.external.custom': 'Extern identifiering',
    'shell.login.strongAuthDialog.title': 'Stark autentisering',
    'shell.login.strongAuthDialog.body':
      'Du skickas till {provider} för att identifiera dig. Efter identifieringen kommer du tillbaka till den här tjänsten.',
    'shell.login.strongAuthDialog.confirm': 'Fortsätt till identifieringen',
    'shell.login.strongAuthDialog.cancel': 'Avbryt',

    'shell.resetPassword.title': 'Återställ lösenordet',
    'shell.resetPassword.instructions':
      'Ange ditt användarnamn. Vi skickar en länk för att ställa in ett nytt lösenord till den e-postadress som är kopplad till kontot.',
    'shell.resetPassword.username': 'Användarnamn',
    'shell.resetPassword.send': 'Skicka',
    'shell.resetPassword.sending': 'Skickar…',
    'shell.resetPassword.sent':
      'Om användarnamnet finns har vi skickat anvisningar för att ställa in ett nytt lösenord till den e-postadress som är kopplad till det.',
    'shell.resetPassword.backToLogin': 'Tillbaka till inloggningen',
    'shell.resetPassword.newPasswordInstructions': 'Välj ett nytt lösenord för ditt konto.',
    'shell.resetPassword.newPassword': 'Nytt lösenord',
    'shell.resetPassword.repeatPassword': 'Upprepa det nya lösenordet',
    'shell.resetPassword.passwordHint':
      'Minst 8 tecken med siffror samt stora och små bokstäver. En lång lösenfras (högst 128 tecken) är säkrast. Vanliga lösenord godkänns inte.',
    'shell.resetPassword.passwordsDiffer': 'Lösenorden är inte lika.',
    'shell.resetPassword.save': 'Spara det nya lösenordet',
    'shell.resetPassword.saving': 'Sparar…',
    'shell.resetPassword.confirmed': 'Ditt lösenord har bytts. Du kan nu logga in med det nya lösenordet.',
    'shell.resetPassword.goToLogin': 'Gå till inloggningen',

    'shell.openIdCallback.title': 'Inloggning pågår',
    'shell.openIdCallback.progress': 'Inloggningen slutförs…',
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
    'shell.resetPassword.passwordHint':
      'At least 8 characters with digits and upper and lower case letters. A long passphrase (up to 128 characters) is safest. Common passwords are not accepted.',
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
