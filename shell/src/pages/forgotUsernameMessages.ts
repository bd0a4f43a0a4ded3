import type { Language } from '@portal/instances';
import { usePortal } from '@portal/shared';

/**
 * The forgot-username flow's texts, kept out of the login page's catalogue: only its lazy chunks (the dialog
 * surface and the result on the callback page) read them. Plain texts, no ICU arguments (docs/first-load.md).
 */
const enUS = {
  'dialog.strongBody':
    'Identify yourself with your online banking credentials or mobile certificate. After that you are logged in and see your username.',
  'dialog.identify': 'Identify yourself',
  'result.title': 'Your username',
  'result.body': 'You have been identified and are logged in. Your username is:',
  'result.passwordHint':
    'From now on, log in with this username and your password. If you do not remember the password, change it through the link on the login page.',
  'result.externalOnly':
    'Your account logs in with strong authentication, so no username or password is needed.',
  'result.continue': 'Continue to the service',
};

export type ForgotUsernameMessageId = keyof typeof enUS;

export const forgotUsernameMessages: Record<Language, Record<ForgotUsernameMessageId, string>> = {
  'fi-FI': {
    'dialog.strongBody':
      'Tunnistaudu verkkopankkitunnuksilla tai mobiilivarmenteella. Tunnistautumisen jälkeen olet kirjautunut palveluun ja näet käyttäjätunnuksesi.',
    'dialog.identify': 'Tunnistaudu',
    'result.title': 'Käyttäjätunnuksesi',
    'result.body': 'Tunnistautuminen onnistui ja olet kirjautunut palveluun. Käyttäjätunnuksesi on:',
    'result.passwordHint':
      'Kirjaudu jatkossa tällä tunnuksella ja salasanallasi. Jos et muista salasanaa, voit vaihtaa sen kirjautumissivun linkistä.',
    'result.externalOnly':
      'Tilillesi kirjaudutaan vahvalla tunnistautumisella, joten käyttäjätunnusta ja salasanaa ei tarvita.',
    'result.continue': 'Jatka palveluun',
  },
  'sv-FI': {
    'dialog.strongBody':
      'Identifiera dig med bankkoder eller mobilcertifikat. Efter identifieringen är du inloggad i tjänsten och ser ditt användarnamn.',
    'dialog.identify': 'Identifiera dig',
    'result.title': 'Ditt användarnamn',
    'result.body': 'Identifieringen lyckades och du är inloggad i tjänsten. Ditt användarnamn är:',
    'result.passwordHint':
      'Logga i fortsättningen in med detta användarnamn och ditt lösenord. Om du inte minns lösenordet kan du byta det via länken på inloggningssidan.',
    'result.externalOnly':
      'Du loggar in på ditt konto med stark autentisering, så inget användarnamn eller lösenord behövs.',
    'result.continue': 'Fortsätt till tjänsten',
  },
  'en-US': enUS,
};

/** The page language's text of each id. */
export function useForgotUsernameText(): (id: ForgotUsernameMessageId) => string {
  const { language } = usePortal();
  return (id) => forgotUsernameMessages[language][id];
}
