/** Texts of the session notices (en-US). */
export default {
  'shell.session.accessTokenRemoved': 'Your session has ended or was removed. Please log in again.',
  'shell.session.thirdPartyCookiesDisabled':
    'Login failed because your browser blocks third-party cookies. Allow cookies for this site and try again.',
  'shell.session.openIdError': 'Login through the external identification service failed. Please try again.',
} satisfies Record<string, string>;
