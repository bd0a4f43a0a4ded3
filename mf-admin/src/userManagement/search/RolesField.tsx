import { Dropdown, Field, Option } from '@fluentui/react-components';
import { ALL_ROLES } from '@portal/instances/roles';
import type { Role } from '@portal/shared';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { roleName, roleNames } from '../roleNames';

/** The roles of the user search: any number; a user having any of them matches. */
export function RolesField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const intl = useIntl();
  const { input } = useField<Role[]>(name);
  const selected = input.value || [];
  return (
    <Field label={label}>
      <Dropdown
        clearButton={{ 'aria-label': intl.formatMessage({ id: 'common.clearSelection' }) }}
        multiselect
        disabled={disabled}
        placeholder={intl.formatMessage({ id: 'admin.userSearch.anyRole' })}
        value={roleNames(intl, selected)}
        selectedOptions={selected}
        onOptionSelect={(_, data) => input.onChange(data.selectedOptions as Role[])}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      >
        {ALL_ROLES.map((role) => (
          <Option key={role} value={role}>
            {roleName(intl, role)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
