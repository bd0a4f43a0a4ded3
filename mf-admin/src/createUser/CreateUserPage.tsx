import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { ErrorAlert, PageFrame, toApiErrorData, usePortal, type ModulePageProps } from '@portal/shared';
import { SelectField, SwitchField, TextField, validateWithYup } from '@portal/shared/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import {
  createUserInitialValues,
  createUserSchema,
  createUserSubmitErrors,
  toNewUserRequest,
  type CreateUserValues,
} from './createUserForm';
import { createUserActions, selectCreateUser } from './state/createUserSlice';

const useStyles = makeStyles({
  page: { maxWidth: '40rem' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type SubmitResult = Record<string, unknown> | undefined;

/**
 * admin/create-user (spec admin-and-calls sections 2, 5 and 8, "Create user"): first name, last name and
 * email required, the invitation's language, and whether the new user must give a social security number
 * when setting the password. The server mails the invitation; the page says to which address. The
 * submit waits for the saga's answer, so the server's field errors show at the fields and the typed values
 * stay after an error.
 */
export function CreateUserPage(_props: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance, language } = usePortal();
  const { call } = useSelector(selectCreateUser);
  const validate = useMemo(
    () => validateWithYup<CreateUserValues>(createUserSchema(instance.languages)),
    [instance.languages],
  );
  const [initialValues] = useState(() => createUserInitialValues(language));
  const answer = useRef<{ resolve: (result: SubmitResult) => void; form: FormApi<CreateUserValues> } | null>(
    null,
  );
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.createUser.${id}` }, values);

  const languageOptions = instance.languages.map((option) => ({
    value: option,
    label: t(`language.${option}`),
  }));

  // the page opens without the outcome of an earlier visit, and leaves none behind
  useEffect(() => {
    dispatch(createUserActions.reset());
    return () => {
      dispatch(createUserActions.reset());
    };
  }, [dispatch]);

  useEffect(() => {
    if (call.status === 'pending' || !answer.current) return;
    const { resolve, form } = answer.current;
    if (call.error) {
      answer.current = null;
      resolve(createUserSubmitErrors(call.error));
    } else if (call.data) {
      answer.current = null;
      resolve(undefined);
      // a created user clears the form for the next one (an error keeps what was typed)
      setTimeout(() => form.restart(initialValues));
    }
  }, [call, initialValues]);

  return (
    <PageFrame title={t('title')} className={styles.page}>
      <Text>{t('intro')}</Text>
      <Form<CreateUserValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values, form) =>
          new Promise<SubmitResult>((resolve) => {
            answer.current = { resolve, form };
            dispatch(createUserActions.submitted({ request: toNewUserRequest(values, language) }));
          })
        }
        render={({ handleSubmit, submitting }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <TextField name="firstName" label={t('firstName')} required autoComplete="off" />
            <TextField name="lastName" label={t('lastName')} required autoComplete="off" />
            <TextField name="email" label={t('email')} type="email" required autoComplete="off" />
            <SelectField name="language" label={t('language')} options={languageOptions} required />
            <SwitchField name="requiredSSN" label={t('requiredSSN')} hint={t('requiredSSNHint')} />
            {call.error && toApiErrorData(call.error).errorCode === 'username_already_exist' ? (
              // new users are named by their address: the catalogue's 'username taken' names a field the
              // form does not have
              <MessageBar intent="error" layout="multiline" role="alert">
                <MessageBarBody>
                  <MessageBarTitle>{t('failed')}</MessageBarTitle>
                  {t('emailTaken')}
                </MessageBarBody>
              </MessageBar>
            ) : call.error ? (
              <ErrorAlert error={call.error} title={t('failed')} />
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                appearance="primary"
                disabled={submitting}
                icon={submitting ? <Spinner size="tiny" /> : <PersonAddRegular />}
              >
                {submitting ? t('sending') : t('submit')}
              </Button>
            </div>
          </form>
        )}
      />
      {call.data ? (
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>
            <MessageBarTitle>{t('created.title')}</MessageBarTitle>
            {t('created.body', { email: call.data.email })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </PageFrame>
  );
}
