import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Form } from 'react-final-form';
import { Button, Spinner } from '@fluentui/react-components';
import { normalizePhone, type UserInfo } from '@portal/shared';
import { TextField, profileSchema, validateWithYup, type ProfileFormValues } from '@portal/shared/form';
import { sessionActions } from '../../session';
import { updateProfile, type ProfileBody } from './accountApi';
import { FormResult, submitErrorsOf, type Outcome } from './FormResult';
import { useAfterPause } from './useAfterPause';
import { useAccountStyles } from './accountStyles';

const initialValuesOf = (user: UserInfo): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  username: user.username,
  email: user.email ?? '',
  phoneNumber: user.phoneNumber ?? '',
});

/**
 * The profile form (spec sections 4 and 5). `local`: the user may log in locally, so names and username
 * are shown and theirs to edit. A saved profile becomes the session's user (the header's first name).
 */
export function ProfileForm({ user, local }: { user: UserInfo; local: boolean }) {
  const intl = useIntl();
  const styles = useAccountStyles();
  const dispatch = useDispatch();
  const afterPause = useAfterPause();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const validate = useMemo(() => validateWithYup<ProfileFormValues>(profileSchema({ local })), [local]);
  // only on mount: a saved profile must not reset what the form shows
  const [initialValues] = useState(() => initialValuesOf(user));
  const label = (id: string) => intl.formatMessage({ id: `shell.account.profile.${id}` });

  const submit = async (values: ProfileFormValues) => {
    setOutcome(null);
    const body: ProfileBody = {
      email: values.email?.trim() || null,
      phoneNumber: normalizePhone(values.phoneNumber) || null,
    };
    if (local) {
      body.firstName = values.firstName?.trim() ?? '';
      body.lastName = values.lastName?.trim() ?? '';
      body.username = values.username?.trim() ?? '';
    }
    try {
      const saved = await afterPause(() => updateProfile(body));
      dispatch(sessionActions.sessionEstablished(saved));
      setOutcome({ kind: 'success' });
      return undefined;
    } catch (error) {
      setOutcome({ kind: 'error', error });
      return submitErrorsOf(error);
    }
  };

  return (
    <Form<ProfileFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <form
          className={styles.form}
          onSubmit={handleSubmit}
          noValidate
          aria-labelledby="account-profile-heading"
          aria-busy={submitting}
        >
          {local && (
            <>
              <TextField
                name="firstName"
                label={label('firstName')}
                autoComplete="given-name"
                required
                disabled={submitting}
              />
              <TextField
                name="lastName"
                label={label('lastName')}
                autoComplete="family-name"
                required
                disabled={submitting}
              />
              <TextField
                name="username"
                label={label('username')}
                autoComplete="username"
                required
                disabled={submitting}
              />
            </>
          )}
          <TextField
            name="email"
            type="email"
            label={label('email')}
            hint={label('contactHint')}
            autoComplete="email"
            disabled={submitting}
          />
          <TextField
            name="phoneNumber"
            type="tel"
            label={label('phoneNumber')}
            hint={label('phoneHint')}
            autoComplete="tel"
            disabled={submitting}
          />
          <FormResult outcome={submitting ? null : outcome} successId="shell.account.profile.saved" />
          <Button
            className={styles.submit}
            type="submit"
            appearance="primary"
            disabledFocusable={submitting}
            icon={submitting ? <Spinner size="tiny" /> : undefined}
          >
            {intl.formatMessage({ id: submitting ? 'shell.account.saving' : 'common.save' })}
          </Button>
        </form>
      )}
    />
  );
}
