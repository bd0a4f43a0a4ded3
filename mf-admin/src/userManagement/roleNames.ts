import type { Role } from '@portal/shared';
import type { IntlShape } from 'react-intl';

/** A role's name in the page's language ('Admin', 'Pääkäyttäjä'). */
export const roleName = (intl: IntlShape, role: Role): string =>
  intl.formatMessage({ id: `admin.roles.name.${role}` });

export const roleNames = (intl: IntlShape, roles: readonly Role[]): string =>
  roles.map((role) => roleName(intl, role)).join(', ');
