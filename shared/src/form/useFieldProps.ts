import type { FieldProps as FluentFieldProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { FieldMetaState } from 'react-final-form';
import { visibleFieldError } from './fieldError';

/** Props for Fluent's Field: it wires the label, aria-invalid and aria-describedby to the control. */
export const useFluentFieldProps = (
  meta: FieldMetaState<unknown>,
  label: string,
  required: boolean | undefined,
  hint?: string,
): Pick<FluentFieldProps, 'label' | 'required' | 'validationState' | 'validationMessage' | 'hint'> => {
  const intl = useIntl();
  const error = visibleFieldError(meta);
  return {
    label,
    required,
    hint,
    validationState: error ? 'error' : 'none',
    validationMessage: error ? intl.formatMessage({ id: error.id }, error.values) : undefined,
  };
};
