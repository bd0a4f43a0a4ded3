import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-final-form';
import { Button, Spinner } from '@fluentui/react-components';
import { TextField, passwordSchema, validateWithYup, type PasswordFormValues } from '@portal/shared/form';
import { changePassword } from './accountApi';
import { FormResult, submitErrorsOf, type Outcome } from './FormResult';
import { useAfterPause } from './useAfterPause';
import { useAccountStyles } from './accountStyles';

/**
 * The password form (spec sections 4 and 5; docs/account.md for the rules beyond the spec). The server
 * answers a new token in the session cookie, so the user stays logged in; the fields are cleared after a
 * change and kept after an error.
 */
export function PasswordForm({ username }: { username: string }) {
  const intl = useIntl();
  const styles = useAccountStyles();
  const afterPause = useAfterPause();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const validate = useMemo(
    () => validateWithYup<PasswordFormValues>(passwordSchema({ username })),
    [username],
  );
  const label = (id: string) => intl.formatMessage({ id: `shell.account.password.${id}` });

  return (
    <Form<PasswordFormValues>
      validate={validate}
      onSubmit={async (values, form) => {
        setOutcome(null);
        try {
          await afterPause(() =>
            changePassword(values.currentPassword?.trim() ?? '', values.newPassword?.trim() ?? ''),
          );
          setOutcome({ kind: 'success' });
          // after the submit settles, or final-form keeps the submitted values
          setTimeout(() => form.restart());
          return undefined;
        } catch (error) {
          setOutcome({ kind: 'error', error });
          return submitErrorsOf(error);
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="account-password-heading"
          aria-busy={submitting}
        >
          <TextField
            name="currentPassword"
            type="password"
            label={label('current')}
            autoComplete="current-password"
            required
            disabled={submitting}
          />
          <TextField
            name="newPassword"
            type="password"
            label={label('new')}
            hint={label('rule')}
            autoComplete="new-password"
            required
            disabled={submitting}
          />
          <FormResult outcome={submitting ? null : outcome} successId="shell.account.password.changed" />
          <Button
            className={styles.submit}
            type="submit"
            appearance="primary"
            disabledFocusable={submitting}
            icon={submitting ? <Spinner size="tiny" /> : undefined}
          >
            {intl.formatMessage({
              id: submitting ? 'shell.account.saving' : 'shell.account.password.submit',
            })}
          </Button>
        </form>
      )}
    />
  );
}
