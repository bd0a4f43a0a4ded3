import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DataAreaRegular, DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { can } from '@portal/instances/roles';
import {
  AddLocationsForm,
  ConfirmDialog,
  ErrorAlert,
  isFirstLoad,
  targetUser,
  usePortal,
} from '@portal/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectUserEntry } from '../state/selectors';
import { usersActions } from '../state/usersSlice';
import { EditUserDialog } from './EditUserDialog';
import { UserCard } from './UserCard';
import { UserDetailsCard } from './UserDetailsCard';
import { UserLocationsCard } from './UserLocationsCard';
import { UserRolesCard } from './UserRolesCard';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  heading: { margin: 0 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface UserTabProps {
  sub: string;
  /** the name the list showed, until the user's info arrives */
  name: string;
  onClose: () => void;
  onOpenReports: (user: { sub: string; name: string }) => void;
}

/**
 * A user's tab (spec admin-and-calls section 2): cards for user actions (edit, delete, reports), user
 * details, user roles, the user's locations and adding mapped locations, all for `targetUser(sub)`.
 */
export function UserTab({ sub, name, onClose, onOpenReports }: UserTabProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { user } = usePortal();
  const subject = useMemo(() => targetUser(sub), [sub]);
  const { info, locations, deletion } = useSelector((root: object) => selectUserEntry(root, subject));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.user.${id}` }, values);
  const shownName = info.data?.name ?? name;

  useEffect(() => {
    if (info.status === 'idle') dispatch(usersActions.infoRequested({ subject }));
    if (locations.status === 'idle') dispatch(usersActions.locationsRequested({ subject }));
    // on opening the tab only; a retry asks again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject]);

  const onSaved = useCallback(() => {
    setEditing(false);
    setSaved(true);
  }, []);
  // the notice is about the edit: a later change to the user's roles or places ends it
  const laterChange = `${info.data?.roles.join(',') ?? ''}|${locations.data?.length ?? ''}`;
  const savedAt = useRef(laterChange);
  useEffect(() => {
    if (!saved) savedAt.current = laterChange;
    else if (laterChange !== savedAt.current) setSaved(false);
  }, [saved, laterChange]);

  return (
    <div className={styles.tab}>
      <div className={styles.header}>
        <Text as="h2" size={500} weight="semibold" className={styles.heading}>
          {shownName}
        </Text>
        <Button icon={<DismissRegular />} onClick={onClose}>
          {t('closeTab')}
        </Button>
      </div>
      {isFirstLoad(info) ? <Spinner label={t('loading')} /> : null}
      <ErrorAlert
        error={info.error}
        title={t('loadFailed')}
        onRetry={() => dispatch(usersActions.infoRequested({ subject }))}
      />
      {saved ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('saved')}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage({ id: 'common.dismiss' })}
                onClick={() => setSaved(false)}
              />
            }
          />
        </MessageBar>
      ) : null}
      {info.data ? (
        <div className={styles.cards}>
          <UserCard title={t('actionsTitle')}>
            <div className={styles.actions}>
              {can(user?.roles, 'manageUsers') ? (
                <>
                  <Button
                    icon={<EditRegular />}
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    icon={<DeleteRegular />}
                    onClick={() => {
                      dispatch(usersActions.deleteReset({ subject }));
                      setDeleting(true);
                    }}
                  >
                    {t('delete')}
                  </Button>
                </>
              ) : null}
              <Button icon={<DataAreaRegular />} onClick={() => onOpenReports({ sub, name: shownName })}>
                {t('reports')}
              </Button>
            </div>
          </UserCard>
          <UserDetailsCard info={info.data} subject={subject} />
          <UserRolesCard info={info.data} subject={subject} />
          <UserCard title={t('addLocationsTitle')}>
            <AddLocationsForm
              subject={subject}
              present={locations.data ?? []}
              onChanged={() => dispatch(usersActions.locationsRequested({ subject }))}
            />
          </UserCard>
          <div className={styles.wide}>
            <UserLocationsCard subject={subject} name={shownName} />
          </div>
        </div>
      ) : null}
      {editing && info.data ? (
        <EditUserDialog
          info={info.data}
          subject={subject}
          onClose={() => setEditing(false)}
          onSaved={onSaved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t('deleteConfirm.title')}
        confirmLabel={t('deleteConfirm.confirm')}
        busy={deletion.status === 'pending'}
        error={
          deletion.error ? (
            <MessageBar intent="error" role="alert" layout="multiline">
              <MessageBarBody>{t('deleteFailed')}</MessageBarBody>
            </MessageBar>
          ) : undefined
        }
        onConfirm={() => dispatch(usersActions.deleteRequested({ subject, name: shownName }))}
        onCancel={() => {
          setDeleting(false);
          dispatch(usersActions.deleteReset({ subject }));
        }}
      >
        {sub === user?.sub ? t('deleteConfirm.self') : t('deleteConfirm.body', { name: shownName })}
      </ConfirmDialog>
    </div>
  );
}
