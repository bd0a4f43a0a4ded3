import type { ExternalLoginButton, InstanceConfig } from '@portal/instances';

export interface LoginLayout {
  form: boolean;
  /** false when the instance does not allow local login: the form is shown greyed out */
  formEnabled: boolean;
  description: boolean;
  externalButtons: ExternalLoginButton[];
  divider: boolean;
  forgotPassword: boolean;
  forgotUsernameUrl: string | null;
}

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
    forgotUsernameUrl: login.forgotUsernameUrl ?? null,
  };
}
