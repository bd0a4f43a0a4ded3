import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { TextField } from '@portal/shared';
import { Form } from 'react-final-form';
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

export function LoginForm({ pending, disabled, onSubmit }: LoginFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const locked = pending || disabled;
  return (
    <Form<LoginValues>
      validate={validateLogin}
      onSubmit={(values) => onSubmit({ username: values.username ?? '', password: values.password ?? '' })}
      render={({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <TextField
            name="username"
            label={intl.formatMessage({ id: 'shell.login.username' })}
            autoComplete="username"
            required
            disabled={locked}
          />
          <TextField
            name="password"
            type="password"
            label={intl.formatMessage({ id: 'shell.login.password' })}
            autoComplete="current-password"
            required
            disabled={locked}
          />
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
      )}
    />
  );
}
