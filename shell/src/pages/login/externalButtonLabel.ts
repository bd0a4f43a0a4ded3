import type { ExternalLoginButton } from '@portal/instances';
import type { IntlShape } from 'react-intl';

/** The provider's label from the instance texts; the shell's label for its kind when the texts lack it. */
export const externalButtonLabel = (intl: IntlShape, button: ExternalLoginButton): string =>
  intl.messages[button.labelKey] !== undefined
    ? intl.formatMessage({ id: button.labelKey })
    : intl.formatMessage({ id: `shell.login.external.${button.kind}` });
