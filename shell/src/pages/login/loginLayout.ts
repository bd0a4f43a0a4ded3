import type { ExternalLoginButton, InstanceConfig } from '@portal/instances';

export interface LoginLayout {
  form: boolean;
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
  return {
    form,
    description: login.descriptionOnly && !login.externalOnly,
    externalButtons,
    divider: form && externalButtons.length > 0,
    // "Hidden when all login buttons are disabled": the form counts as a login button, so the link hides
    // exactly when no form is shown and every external button is disabled (also when there are none),
    // i.e. when nobody could log in with a password they might reset.
    forgotPassword: form || externalButtons.some((button) => button.enabled),
    forgotUsernameUrl: login.forgotUsernameUrl ?? null,
  };
}
