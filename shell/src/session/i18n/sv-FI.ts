/** Texts of the session notices (sv-FI). */
export default {
  'shell.session.accessTokenRemoved': 'Din session har upphört eller tagits bort. Logga in på nytt.',
  'shell.session.thirdPartyCookiesDisabled':
    'Inloggningen misslyckades eftersom din webbläsare blockerar kakor från tredje part. Tillåt kakor för den här webbplatsen och försök igen.',
  'shell.session.openIdError':
    'Inloggningen via den externa identifieringstjänsten misslyckades. Försök igen.',
} satisfies Record<string, string>;
