/** Texts of the account page (sv-FI). */
export default {
  'shell.account.title': 'Mitt konto',
  'shell.account.heading': 'Mitt konto',
  'shell.account.tabs': 'Delar av mitt konto',
  'shell.account.tab.general': 'Allmänt',
  'shell.account.tab.security': 'Säkerhet',
  'shell.account.tab.locations': 'Förbrukningsplatser',
  'shell.account.saving': 'Sparar…',
  'shell.account.profile.heading': 'Mina uppgifter',
  'shell.account.profile.firstName': 'Förnamn',
  'shell.account.profile.lastName': 'Efternamn',
  'shell.account.profile.username': 'Användarnamn',
  'shell.account.profile.email': 'E-post',
  'shell.account.profile.phoneNumber': 'Telefonnummer',
  'shell.account.profile.contactHint': 'Ange en e-postadress, ett telefonnummer eller båda.',
  'shell.account.profile.phoneHint': 'Till exempel 0501234567 eller +358501234567.',
  'shell.account.profile.saved': 'Uppgifterna har sparats.',
  'shell.account.password.heading': 'Byt lösenord',
  'shell.account.password.current': 'Nuvarande lösenord',
  'shell.account.password.new': 'Nytt lösenord',
  'shell.account.password.rule':
    'Minst 8 tecken med siffror samt stora och små bokstäver. En lång lösenfras (högst 128 tecken) är säkrast. Vanliga lösenord och lösenord som innehåller användarnamnet godkänns inte.',
  'shell.account.password.submit': 'Byt lösenord',
  'shell.account.password.changed': 'Lösenordet har bytts. Dina andra inloggningar har loggats ut.',
  'shell.account.delete.heading': 'Radera användarkontot',
  'shell.account.delete.description':
    'När användarkontot raderas försvinner dina inloggningsuppgifter och kopplingarna mellan kontot och dina förbrukningsplatser. Det går inte att ångra.',
  'shell.account.delete.button': 'Radera användarkontot',
  'shell.account.delete.confirmTitle': 'Vill du radera användarkontot?',
  'shell.account.delete.confirmBody':
    'Ditt användarkonto raderas permanent och du loggas ut. Det går inte att ångra.',
  'shell.account.delete.confirm': 'Radera kontot',
  'shell.account.delete.failed':
    'Det gick inte att radera användarkontot. Tjänsten kan vara tillfälligt ur drift. Försök igen senare.',
} satisfies Record<string, string>;
