import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { can } from '@portal/instances/roles';
import {
  ConfirmDialog,
  ErrorAlert,
  usePortal,
  type AdminUserInfo,
  type Role,
  type Subject,
} from '@portal/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { roleName } from '../roleNames';
import { selectUserEntry } from '../state/selectors';
import { usersActions } from '../state/usersSlice';
import { assignableRoles, mayChangeRole, roleErrorMessageId } from './roleRules';
import { UserCard } from './UserCard';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** what the role dialog edits: a new role, or the role it replaces */
type RoleDialogState = { mode: 'add' } | { mode: 'edit'; original: Role } | null;

/**
 * The user roles card (spec admin-and-calls sections 2 and 4, "role edit"): add, edit (replace) and
 * delete with confirmation for those who may edit roles; a servant sees the roles read-only. Changes
 * take effect at the user's next login.
 */
export function UserRolesCard({ info, subject }: { info: AdminUserInfo; subject: Subject }) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { user } = usePortal();
  const { roles: operation } = useSelector((root: object) => selectUserEntry(root, subject));
  const [dialog, setDialog] = useState<RoleDialogState>(null);
  const [removing, setRemoving] = useState<Role | null>(null);
  const editable = can(user?.roles, 'editRoles');
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.roles.${id}` }, values);

  // a change that answered closes its dialog
  useEffect(() => {
    if (operation.status === 'fulfilled') {
      setDialog(null);
      setRemoving(null);
    }
  }, [operation.status]);

  const reset = () => dispatch(usersActions.rolesReset({ subject }));
  const error = operation.error ? (
    roleErrorMessageId(operation.error) ? (
      <MessageBar intent="error" role="alert" layout="multiline">
        <MessageBarBody>{intl.formatMessage({ id: roleErrorMessageId(operation.error)! })}</MessageBarBody>
      </MessageBar>
    ) : (
      <ErrorAlert error={operation.error} title={t('failed')} />
    )
  ) : null;

  return (
    <UserCard
      title={t('title')}
      actions={
        editable ? (
          <Button
            icon={<AddRegular />}
            onClick={() => {
              reset();
              setDialog({ mode: 'add' });
            }}
          >
            {t('add')}
          </Button>
        ) : null
      }
    >
      {info.roles.length === 0 ? <Text>{t('none')}</Text> : null}
      <ul className={styles.list} aria-label={t('listLabel', { name: info.name })}>
        {info.roles.map((role) => (
          <li key={role} className={styles.item}>
            <Text>{roleName(intl, role)}</Text>
            {mayChangeRole(user?.roles, role) ? (
              <span className={styles.buttons}>
                <Button
                  size="small"
                  icon={<EditRegular />}
                  aria-label={t('edit', { role: roleName(intl, role) })}
                  onClick={() => {
                    reset();
                    setDialog({ mode: 'edit', original: role });
                  }}
                />
                <Button
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={t('delete', { role: roleName(intl, role) })}
                  onClick={() => {
                    reset();
                    setRemoving(role);
                  }}
                />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Text size={200}>{editable ? t('nextLogin') : t('readOnly')}</Text>
      {!dialog && !removing ? error : null}
      {dialog ? (
        <RoleDialog
          state={dialog}
          current={info.roles}
          offered={assignableRoles(user?.roles)}
          busy={operation.status === 'pending'}
          error={error}
          onCancel={() => {
            setDialog(null);
            reset();
          }}
          onSave={(role) => {
            // the user has the role already: nothing to change (spec section 4)
            if (info.roles.includes(role)) {
              setDialog(null);
              return;
            }
            dispatch(
              usersActions.roleChangeRequested({
                subject,
                change:
                  dialog.mode === 'edit'
                    ? { newRoleName: role, originalRoleName: dialog.original }
                    : { newRoleName: role },
              }),
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteConfirm.title')}
        confirmLabel={t('deleteConfirm.confirm')}
        busy={operation.status === 'pending'}
        error={removing ? error : undefined}
        onConfirm={() => removing && dispatch(usersActions.roleRemoveRequested({ subject, role: removing }))}
        onCancel={() => {
          setRemoving(null);
          reset();
        }}
      >
        {removing ? t('deleteConfirm.body', { role: roleName(intl, removing), name: info.name }) : null}
      </ConfirmDialog>
    </UserCard>
  );
}

function RoleDialog({
  state,
  current,
  offered,
  busy,
  error,
  onCancel,
  onSave,
}: {
  state: NonNullable<RoleDialogState>;
  current: readonly Role[];
  offered: readonly Role[];
  busy: boolean;
  error: ReactNode;
  onCancel: () => void;
  onSave: (role: Role) => void;
}) {
  const intl = useIntl();
  const selectId = useId();
  const t = (id: string) => intl.formatMessage({ id: `admin.roles.${id}` });
  const initial =
    state.mode === 'edit' ? state.original : (offered.find((role) => !current.includes(role)) ?? offered[0]!);
  const [role, setRole] = useState<Role>(initial);
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (!data.open && !busy ? onCancel() : undefined)}>
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onSave(role);
          }}
        >
          <DialogBody>
            <DialogTitle>{t(state.mode === 'edit' ? 'editTitle' : 'addTitle')}</DialogTitle>
            <DialogContent>
              <Field label={t('role')}>
                <Select id={selectId} value={role} onChange={(_, data) => setRole(data.value as Role)}>
                  {offered.map((option) => (
                    <option key={option} value={option}>
                      {roleName(intl, option)}
                    </option>
                  ))}
                </Select>
              </Field>
              {error}
            </DialogContent>
            <DialogActions>
              <Button type="button" disabled={busy} onClick={onCancel}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                {intl.formatMessage({ id: 'common.save' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
