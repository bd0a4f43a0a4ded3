import type { ExternalLoginButton, InstanceConfig } from '@portal/instances';

export interface LoginLayout {
  form: boolean;
  /** false when the instance does not allow local login: the form is shown greyed out */
  formEnabled: boolean;
  description: boolean;
  externalButtons: ExternalLoginButton[];
  divider: boolean;
  forgotPassword: boolean;
  /** where the forgot-username dialog sends the user: a strong login that shows the username, or a link */
  forgotUsername: ForgotUsernameService | null;
}

export type ForgotUsernameService =
  { kind: 'strongLogin'; button: ExternalLoginButton } | { kind: 'link'; url: string };

/** Which parts of the login page an instance's `login` settings show. */
export function loginLayout(login: InstanceConfig['login']): LoginLayout {
  const form = login.localForm && !login.externalOnly && !login.descriptionOnly;
  const externalButtons = login.externalButtons;
  const formEnabled = form && login.allowLocalLogin;
  return {
    form,
    formEnabled,
    description: login.descriptionOnly && !login.externalOnly,
    externalButtons,
    divider: form && externalButtons.length > 0,
    // A password can be reset only where one is used: the form, shown and allowed. So the link also hides
    // when all login buttons are disabled (spec), and on an instance with only external login.
    forgotPassword: formEnabled,
    forgotUsername: forgotUsernameService(login),
  };
}

/**
 * Instances with an external login service show the forgot-username link (spec). Where an enabled button
 * signs in strongly through a provider, the dialog starts that login and the callback shows the username;
 * else it links to the instance's own service page.
 */
function forgotUsernameService(login: InstanceConfig['login']): ForgotUsernameService | null {
  if (login.forgotUsernameUrl === undefined) return null;
  const strong = login.externalButtons.find(
    (button) => button.enabled && button.provider && button.strongAuth,
  );
  return strong ? { kind: 'strongLogin', button: strong } : { kind: 'link', url: login.forgotUsernameUrl };
}
