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
    // "Hidden when all login buttons are disabled": the form's submit is one of the login buttons, enabled
    // only when the form is shown and local login is allowed. So the link hides exactly when there is no
    // usable form and every external button is disabled (also when there are none): nobody can log in now.
    forgotPassword: formEnabled || externalButtons.some((button) => button.enabled),
    forgotUsernameUrl: login.forgotUsernameUrl ?? null,
  };
}
