/** Texts of the logged-out pages (en-US). */
export default {
  'shell.welcome.title': 'Welcome',
  'shell.welcome.heading': 'Welcome to {name} Online',
  'shell.welcome.description':
    'Follow your energy consumption, invoices and contracts in one place. Log in to see your own information.',
  'shell.welcome.screenshotAlt': 'Screenshot of the service: a consumption report as a bar chart',
  'shell.welcome.login': 'Log in',

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
  'shell.resetPassword.socialSecurityNumber': 'Personal identity code',
  'shell.resetPassword.socialSecurityNumberHint':
    'Your Finnish personal identity code, as on your identity card, for example 131052-308T.',
  'shell.resetPassword.continue': 'Continue',

  'shell.openIdCallback.title': 'Logging in',
  'shell.openIdCallback.progress': 'Finishing the login…',
} satisfies Record<string, string>;
