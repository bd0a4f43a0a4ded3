import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { validateLogin, type LoginValues } from './loginSchema';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start', minHeight: '32px' },
});

export interface LoginFormProps {
  pending: boolean;
  /** true while a dialog or redirect holds the page */
  disabled: boolean;
  onSubmit: (values: { username: string; password: string }) => void;
}

type FieldName = keyof LoginValues;

/**
 * Two fields in React state rather than final-form: this form ships in the login page's entry, where
 * final-form and react-final-form cost about 9 KB gzip (docs/first-load.md). The rules are the same as the
 * other logged-out forms' (`validateLogin`), and a message shows as the shared fields show it: once the
 * field has been left, or the form submitted.
 */
export function LoginForm({ pending, disabled, onSubmit }: LoginFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const locked = pending || disabled;
  const [values, setValues] = useState<Required<LoginValues>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ username: false, password: false });
  const errors = validateLogin(values);

  const field = (name: FieldName, label: string, type: 'text' | 'password', autoComplete: string) => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <Field
        label={label}
        required
        validationState={error ? 'error' : 'none'}
        validationMessage={error ? intl.formatMessage({ id: error.id }, error.values) : undefined}
      >
        <Input
          name={name}
          type={type}
          autoComplete={autoComplete}
          disabled={locked}
          value={values[name]}
          onChange={(_, data) => setValues((current) => ({ ...current, [name]: data.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
      </Field>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length === 0) onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field('username', intl.formatMessage({ id: 'shell.login.username' }), 'text', 'username')}
      {field('password', intl.formatMessage({ id: 'shell.login.password' }), 'password', 'current-password')}
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabled={locked}
        aria-busy={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {intl.formatMessage({ id: pending ? 'shell.login.submitting' : 'shell.login.submit' })}
      </Button>
    </form>
  );
}
