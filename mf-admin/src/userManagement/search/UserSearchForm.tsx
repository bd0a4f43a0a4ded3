import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { can } from '@portal/instances/roles';
import { ConfirmDialog, usePortal, type UserSearch } from '@portal/shared';
import { TextField } from '@portal/shared/form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { RolesField } from './RolesField';
import { isSearchAll, toUserSearch, validateUserSearch, type UserSearchValues } from './userSearchForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * The user search (spec admin-and-calls sections 2 and 5): every field optional, the sub field for
 * superusers only; an empty search with no roles asks to confirm 'search all' first.
 */
export function UserSearchForm({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (search: UserSearch) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { user } = usePortal();
  const sub = can(user?.roles, 'superuserDetails');
  const [confirmingAll, setConfirmingAll] = useState(false);
  const t = (id: string) => intl.formatMessage({ id: `admin.userSearch.${id}` });

  return (
    <>
      <Form<UserSearchValues>
        validate={(values) => validateUserSearch(values, { sub })}
        onSubmit={(values) => {
          const search = toUserSearch(values, { sub });
          if (isSearchAll(search)) setConfirmingAll(true);
          else onSearch(search);
        }}
        render={({ handleSubmit, form }) => (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            role="search"
            aria-label={t('label')}
          >
            <div className={styles.fields}>
              <TextField name="firstName" label={t('firstName')} autoComplete="off" />
              <TextField name="lastName" label={t('lastName')} autoComplete="off" />
              <TextField name="username" label={t('username')} autoComplete="off" />
              <TextField name="email" label={t('email')} type="email" autoComplete="off" />
              <TextField name="phoneNumber" label={t('phoneNumber')} type="tel" autoComplete="off" />
              <TextField name="socialSecurityNumber" label={t('socialSecurityNumber')} autoComplete="off" />
              {sub ? <TextField name="sub" label={t('sub')} autoComplete="off" /> : null}
              <RolesField name="roles" label={t('roles')} />
            </div>
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={busy}>
                {t('submit')}
              </Button>
              <Button type="button" onClick={() => form.reset({})}>
                {t('clear')}
              </Button>
            </div>
          </form>
        )}
      />
      <ConfirmDialog
        open={confirmingAll}
        title={t('searchAll.title')}
        confirmLabel={t('searchAll.confirm')}
        onConfirm={() => {
          setConfirmingAll(false);
          onSearch({});
        }}
        onCancel={() => setConfirmingAll(false)}
      >
        {t('searchAll.body')}
      </ConfirmDialog>
    </>
  );
}
