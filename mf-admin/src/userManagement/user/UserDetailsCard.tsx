import {
  Button,
  makeStyles,
  Spinner,
  Toast,
  Toaster,
  ToastTitle,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { CopyRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { can } from '@portal/instances/roles';
import { ErrorAlert, usePortal, type AdminUserInfo, type Subject } from '@portal/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectUserEntry } from '../state/selectors';
import { usersActions } from '../state/usersSlice';
import { UserCard } from './UserCard';

/** spec admin-and-calls section 8: the copy snackbar shows for 2 s */
export const COPY_TOAST_MS = 2000;

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  ssn: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * The user details card (spec admin-and-calls section 2): created-on and last login where the server sent
 * them (superuser, admin), trusted account yes/no/unknown and the sub for superusers, and the SSN for an
 * SSN viewer only after pressing show, with a copy button (a 2 s snackbar).
 */
export function UserDetailsCard({ info, subject }: { info: AdminUserInfo; subject: Subject }) {
  const intl = useIntl();
  const styles = useStyles();
  const { user } = usePortal();
  const dispatch = useDispatch();
  const { ssn } = useSelector((root: object) => selectUserEntry(root, subject));
  const toasterId = useId('admin-copy-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.user.${id}` }, values);
  const dateTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const superuser = can(user?.roles, 'superuserDetails');
  const ssnViewer = can(user?.roles, 'revealSsn');

  const rows: Array<[string, ReactNode]> = [
    [t('name'), info.name],
    [t('username'), info.username],
    [t('email'), info.email || t('notGiven')],
    [t('phoneNumber'), info.phoneNumber || t('notGiven')],
    [t('provider'), t(`provider.${info.provider}`)],
    [t('localLogin'), t(info.allowLocalLogin ? 'yes' : 'no')],
  ];
  if (info.createdOn !== undefined) rows.push([t('createdOn'), dateTime(info.createdOn)]);
  if (info.lastLoginOn !== undefined)
    rows.push([t('lastLoginOn'), info.lastLoginOn ? dateTime(info.lastLoginOn) : t('never')]);
  if (info.accountLockedOn) rows.push([t('lockedOn'), dateTime(info.accountLockedOn)]);
  if (superuser && info.trustedAccount !== undefined)
    rows.push([
      t('trustedAccount'),
      t(info.trustedAccount === true ? 'yes' : info.trustedAccount === false ? 'no' : 'unknown'),
    ]);
  if (superuser) rows.push([t('sub'), <code key="sub">{info.sub}</code>]);

  const copy = async (text: string) => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      ok = false;
    }
    dispatchToast(
      <Toast>
        <ToastTitle>{t(ok ? 'ssn.copied' : 'ssn.copyFailed')}</ToastTitle>
      </Toast>,
      { intent: ok ? 'success' : 'error', timeout: COPY_TOAST_MS },
    );
  };

  if (ssnViewer) {
    const encrypted = info.encryptedSocialSecurityNumber;
    rows.push([
      t('ssn.label'),
      !encrypted ? (
        t('notGiven')
      ) : ssn.data ? (
        <span className={styles.ssn}>
          <code>{ssn.data}</code>
          <Button size="small" icon={<CopyRegular />} onClick={() => void copy(ssn.data ?? '')}>
            {t('ssn.copy')}
          </Button>
          <Button
            size="small"
            icon={<EyeOffRegular />}
            onClick={() => dispatch(usersActions.ssnHidden({ subject }))}
          >
            {t('ssn.hide')}
          </Button>
        </span>
      ) : (
        <span className={styles.ssn}>
          <span aria-hidden>••••••-••••</span>
          <Button
            size="small"
            icon={ssn.status === 'pending' ? <Spinner size="tiny" /> : <EyeRegular />}
            disabled={ssn.status === 'pending'}
            onClick={() => dispatch(usersActions.ssnRequested({ subject, encryptedSsn: encrypted }))}
          >
            {t('ssn.show')}
          </Button>
        </span>
      ),
    ]);
  }

  return (
    <UserCard title={t('detailsTitle')}>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <ErrorAlert error={ssn.error} title={t('ssn.failed')} />
      <Toaster toasterId={toasterId} />
    </UserCard>
  );
}
