import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { DataAreaRegular, LockClosedRegular } from '@fluentui/react-icons';
import {
  DataTable,
  type DataColumn,
  type PageOf,
  type PageRequest,
  type SortState,
  type UserListEntry,
  type UserSortField,
} from '@portal/shared';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { roleNames } from '../roleNames';

const useStyles = makeStyles({
  denied: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
});

/** the columns the server sorts by (`UserSortField`), by column id */
const SORT_FIELDS: Partial<Record<string, UserSortField>> = {
  name: 'lastName',
  username: 'username',
  email: 'email',
};

export const sortStateOf = (request: PageRequest<UserSortField>): SortState | null => {
  const columnId = Object.keys(SORT_FIELDS).find((id) => SORT_FIELDS[id] === request.sort);
  return columnId ? { columnId, desc: request.direction === 'desc' } : null;
};

export const pageRequestOf = (sort: SortState | null): Partial<PageRequest<UserSortField>> => {
  const field = sort ? SORT_FIELDS[sort.columnId] : undefined;
  return field
    ? { page: 0, sort: field, direction: sort?.desc ? 'desc' : 'asc' }
    : { page: 0, sort: undefined, direction: undefined };
};

export interface UserListTableProps {
  page: PageOf<UserListEntry>;
  request: PageRequest<UserSortField>;
  loading: boolean;
  onRequest: (request: Partial<PageRequest<UserSortField>>) => void;
  onOpen: (entry: UserListEntry) => void;
  onOpenReports: (entry: UserListEntry) => void;
}

/**
 * The user list (spec admin-and-calls section 2): a page at a time from the server, which sorts and
 * counts. A row opens its user's tab; a censored user's row cannot be opened and shows an access-denied
 * icon with an accessible name. A row action opens the user's reports.
 */
export function UserListTable({
  page,
  request,
  loading,
  onRequest,
  onOpen,
  onOpenReports,
}: UserListTableProps) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.userList.${id}` }, values);

  const columns = useMemo<DataColumn<UserListEntry>[]>(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        text: (entry) => entry.userInfo.name,
        render: (entry) =>
          entry.censored ? (
            <span className={styles.denied}>
              <LockClosedRegular className={styles.icon} role="img" aria-label={t('accessDenied')} />
              {entry.userInfo.name}
            </span>
          ) : (
            <Link
              as="button"
              onClick={() => onOpen(entry)}
              aria-label={t('open', { name: entry.userInfo.name })}
            >
              {entry.userInfo.name}
            </Link>
          ),
      },
      { id: 'username', header: t('column.username'), text: (entry) => entry.userInfo.username ?? '' },
      { id: 'email', header: t('column.email'), text: (entry) => entry.userInfo.email ?? '' },
      {
        id: 'phoneNumber',
        header: t('column.phoneNumber'),
        text: (entry) => entry.userInfo.phoneNumber ?? '',
        sortable: false,
      },
      {
        id: 'roles',
        header: t('column.roles'),
        text: (entry) => roleNames(intl, entry.roles),
        sortable: false,
      },
      {
        id: 'actions',
        header: t('column.actions'),
        text: () => '',
        sortable: false,
        exported: false,
        render: (entry) =>
          entry.censored ? null : (
            <Button
              size="small"
              icon={<DataAreaRegular />}
              onClick={() => onOpenReports(entry)}
              aria-label={t('openReports', { name: entry.userInfo.name })}
            >
              {t('reports')}
            </Button>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t and the styles follow intl
    [intl, onOpen, onOpenReports],
  );

  return (
    <DataTable
      rows={page.items}
      columns={columns}
      getRowId={(entry) => entry.userInfo.sub}
      label={t('table')}
      emptyText={t('none')}
      server={{
        total: page.total,
        page: request.page,
        pageSize: request.pageSize,
        sort: sortStateOf(request),
        loading,
        onPageChange: (next) => onRequest({ page: next }),
        onPageSizeChange: (pageSize) => onRequest({ page: 0, pageSize: pageSize as 50 | 100 | 200 }),
        onSortChange: (sort) => onRequest(pageRequestOf(sort)),
      }}
    />
  );
}
