/** Texts of the account page (en-US). */
export default {
  'shell.account.title': 'Account',
  'shell.account.heading': 'Your account',
  'shell.account.tabs': 'Account sections',
  'shell.account.tab.general': 'General',
  'shell.account.tab.security': 'Security',
  'shell.account.tab.locations': 'Locations',
  'shell.account.saving': 'Saving…',
  'shell.account.profile.heading': 'Profile',
  'shell.account.profile.firstName': 'First name',
  'shell.account.profile.lastName': 'Last name',
  'shell.account.profile.username': 'Username',
  'shell.account.profile.email': 'Email',
  'shell.account.profile.phoneNumber': 'Phone number',
  'shell.account.profile.contactHint': 'Give an email address, a phone number or both.',
  'shell.account.profile.phoneHint': 'For example 0501234567 or +358501234567.',
  'shell.account.profile.saved': 'Your profile has been saved.',
  'shell.account.password.heading': 'Change password',
  'shell.account.password.current': 'Current password',
  'shell.account.password.new': 'New password',
  'shell.account.password.rule':
    'At least 8 characters with digits and both upper and lower case letters. A long passphrase (up to 128 characters) is safest. Common passwords and passwords containing your username are not accepted.',
  'shell.account.password.submit': 'Change password',
  'shell.account.password.changed':
    'Your password has been changed. Your other sessions have been logged out.',
  'shell.account.delete.heading': 'Delete user account',
  'shell.account.delete.description':
    'Deleting your user account removes your login details and the links between the account and your usage places. This cannot be undone.',
  'shell.account.delete.button': 'Delete user account',
  'shell.account.delete.confirmTitle': 'Delete your user account?',
  'shell.account.delete.confirmBody':
    'Your user account will be deleted permanently and you will be logged out. This cannot be undone.',
  'shell.account.delete.confirm': 'Delete account',
  'shell.account.delete.failed':
    'Failed to delete user account. The service may be temporarily down. Try again later.',
} satisfies Record<string, string>;
