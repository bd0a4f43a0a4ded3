import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Body1, Button, MessageBar, MessageBarBody, Subtitle1 } from '@fluentui/react-components';
import { Delete24Regular } from '@fluentui/react-icons';
import { ConfirmDialog } from '@portal/shared';
import { sessionActions } from '../../session';
import { deleteOwnAccount } from './accountApi';
import { useAccountStyles } from './accountStyles';

/** Deleting one's own account (spec section 6): confirm, then logout; a failure says the catalogue's words. */
export function DeleteAccount() {
  const intl = useIntl();
  const styles = useAccountStyles();
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await deleteOwnAccount();
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    // the server ended the session; logout drops the client state and leaves the page
    dispatch(sessionActions.logoutRequested());
  };

  const failure = failed ? (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>{intl.formatMessage({ id: 'shell.account.delete.failed' })}</MessageBarBody>
    </MessageBar>
  ) : null;

  return (
    <section className={styles.section} aria-labelledby="account-delete-heading">
      <Subtitle1 as="h2" id="account-delete-heading" className={styles.heading}>
        {intl.formatMessage({ id: 'shell.account.delete.heading' })}
      </Subtitle1>
      <Body1 as="p" className={styles.heading}>
        {intl.formatMessage({ id: 'shell.account.delete.description' })}
      </Body1>
      {!open && failure}
      <Button
        className={styles.submit}
        icon={<Delete24Regular />}
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
      >
        {intl.formatMessage({ id: 'shell.account.delete.button' })}
      </Button>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage({ id: 'shell.account.delete.confirmTitle' })}
        confirmLabel={intl.formatMessage({ id: 'shell.account.delete.confirm' })}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <Body1 as="p">{intl.formatMessage({ id: 'shell.account.delete.confirmBody' })}</Body1>
      </ConfirmDialog>
    </section>
  );
}
