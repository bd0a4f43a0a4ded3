/** Texts of the logged-out pages (sv-FI). */
export default {
  'shell.welcome.title': 'Välkommen',
  'shell.welcome.heading': 'Välkommen till {name} Online',
  'shell.welcome.description':
    'Följ din energiförbrukning, dina fakturor och dina avtal på ett och samma ställe. Logga in för att se dina egna uppgifter.',
  'shell.welcome.screenshotAlt': 'Skärmbild av tjänsten: en förbrukningsrapport som stapeldiagram',
  'shell.welcome.login': 'Logga in',

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
  'shell.resetPassword.socialSecurityNumber': 'Personbeteckning',
  'shell.resetPassword.socialSecurityNumberHint':
    'Din finska personbeteckning så som den står på ditt identitetskort, till exempel 131052-308T.',
  'shell.resetPassword.continue': 'Fortsätt',

  'shell.openIdCallback.title': 'Inloggning pågår',
  'shell.openIdCallback.progress': 'Inloggningen slutförs…',
} satisfies Record<string, string>;
