import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ErrorAlert, type AdminUserInfo, type ApiErrorData, type Subject } from '@portal/shared';
import { TextField, validateWithYup } from '@portal/shared/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectUserEntry } from '../state/selectors';
import { usersActions } from '../state/usersSlice';
import {
  editUserInitialValues,
  editUserSchema,
  editUserSubmitErrors,
  toUserUpdate,
  type EditUserValues,
} from './editUserForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type SubmitResult = Record<string, unknown> | undefined;

/**
 * The edit-user dialog (spec admin-and-calls sections 2 and 5). The save runs through the saga; the
 * form's submit waits for its answer, so the server's field errors show at the fields and the typed
 * values stay after an error. A saved edit closes the dialog.
 */
export function EditUserDialog({
  info,
  subject,
  onClose,
  onSaved,
}: {
  info: AdminUserInfo;
  subject: Subject;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { update } = useSelector((root: object) => selectUserEntry(root, subject));
  const local = info.allowLocalLogin;
  const validate = useMemo(() => validateWithYup<EditUserValues>(editUserSchema({ local })), [local]);
  const [initialValues] = useState(() => editUserInitialValues(info));
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const answer = useRef<((result: SubmitResult) => void) | null>(null);
  const t = (id: string) => intl.formatMessage({ id: `admin.editUser.${id}` });

  useEffect(() => {
    if (update.status === 'pending' || !answer.current) return;
    const resolve = answer.current;
    if (update.error) {
      answer.current = null;
      setFailure(update.error);
      resolve(editUserSubmitErrors(update.error));
    } else if (update.data) {
      answer.current = null;
      resolve(undefined);
      onSaved();
    }
  }, [update, onSaved]);

  // the dialog starts from a clean outcome and leaves none behind
  useEffect(() => {
    dispatch(usersActions.updateReset({ subject }));
    return () => {
      dispatch(usersActions.updateReset({ subject }));
    };
  }, [dispatch, subject]);

  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, data) => (!data.open && update.status !== 'pending' ? onClose() : undefined)}
    >
      <DialogSurface>
        <Form<EditUserValues>
          initialValues={initialValues}
          validate={validate}
          onSubmit={(values) =>
            new Promise<SubmitResult>((resolve) => {
              setFailure(null);
              answer.current = resolve;
              dispatch(usersActions.updateRequested({ subject, update: toUserUpdate(values, { local }) }));
            })
          }
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              <DialogBody>
                <DialogTitle>{t('title')}</DialogTitle>
                <DialogContent className={styles.form}>
                  {local ? (
                    <>
                      <TextField name="firstName" label={t('firstName')} required autoComplete="off" />
                      <TextField name="lastName" label={t('lastName')} required autoComplete="off" />
                      <TextField name="username" label={t('username')} required autoComplete="off" />
                    </>
                  ) : null}
                  <TextField name="email" label={t('email')} type="email" required autoComplete="off" />
                  <TextField name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="off" />
                  <ErrorAlert error={failure} title={t('failed')} />
                </DialogContent>
                <DialogActions>
                  <Button type="button" disabled={submitting} onClick={onClose}>
                    {intl.formatMessage({ id: 'common.cancel' })}
                  </Button>
                  <Button
                    type="submit"
                    appearance="primary"
                    disabledFocusable={submitting}
                    icon={submitting ? <Spinner size="tiny" /> : undefined}
                  >
                    {intl.formatMessage({ id: 'common.save' })}
                  </Button>
                </DialogActions>
              </DialogBody>
            </form>
          )}
        />
      </DialogSurface>
    </Dialog>
  );
}
