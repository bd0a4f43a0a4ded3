import type { JSX } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  ErrorAlert,
  type DataAccessEntry,
  type DataColumn,
  type PageOf,
  type PageSize,
} from '@portal/shared';
import { fetchDataAccessLog } from '../accountApi';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
});

const AT_FORMAT = {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const;

/** A message when the catalogue has one for the id, else the fallback (an audit action added later). */
const known = (intl: IntlShape, id: string): boolean => intl.messages[id] !== undefined;

export function actionText(intl: IntlShape, action: string): string {
  const id = `shell.account.activity.action.${action}`;
  return known(intl, id)
    ? intl.formatMessage({ id })
    : intl.formatMessage({ id: 'shell.account.activity.action.unknown' }, { action });
}

export function reasonText(
  intl: IntlShape,
  entry: Pick<DataAccessEntry, 'reasonCode' | 'reasonText'>,
): string {
  const codeId = `shell.account.activity.reason.${entry.reasonCode ?? 'none'}`;
  const reason = known(intl, codeId)
    ? intl.formatMessage({ id: codeId })
    : intl.formatMessage({ id: 'shell.account.activity.reason.other' });
  const text = entry.reasonText?.trim();
  if (!text) return reason;
  return entry.reasonCode
    ? intl.formatMessage({ id: 'shell.account.activity.reason.withText' }, { reason, text })
    : text;
}

const roleText = (intl: IntlShape, role: DataAccessEntry['actorRole']): string =>
  role
    ? intl.formatMessage({ id: `shell.roles.${role}`, defaultMessage: role })
    : intl.formatMessage({ id: 'shell.account.activity.role.unknown' });

/** An entry with its place in the whole log: entries have no id of their own. */
type LogRow = DataAccessEntry & { position: number };

interface LogState {
  answer: PageOf<DataAccessEntry> | null;
  loading: boolean;
  error: unknown;
}

/** One page of the log; a newer request wins over an older one (the previous is aborted). */
function useDataAccessLog(page: number, pageSize: PageSize, attempt: number): LogState {
  const [state, setState] = useState<LogState>({ answer: null, loading: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    fetchDataAccessLog({ page, pageSize }, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ answer, loading: false, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [page, pageSize, attempt]);
  return state;
}

/**
 * `account/activity`, 'Who has viewed my data': what staff did with the user's data (views of their
 * reports, SSN reveals, changes to their account or places), from the audit log, newest first, paged on
 * the server. The role, never the staff member's name (docs/account.md).
 */
export function ActivityTab(): JSX.Element {
  const intl = useIntl();
  const styles = useStyles();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [attempt, setAttempt] = useState(0);
  const { answer, loading, error } = useDataAccessLog(page, pageSize, attempt);

  const rows = useMemo<LogRow[]>(
    () =>
      (answer?.items ?? []).map((entry, index) => ({
        ...entry,
        position: answer!.page * answer!.pageSize + index,
      })),
    [answer],
  );
  const columns = useMemo<DataColumn<LogRow>[]>(
    () => [
      {
        id: 'at',
        header: intl.formatMessage({ id: 'shell.account.activity.column.at' }),
        text: (entry) => intl.formatDate(entry.at, AT_FORMAT),
        sortable: false,
      },
      {
        id: 'role',
        header: intl.formatMessage({ id: 'shell.account.activity.column.role' }),
        text: (entry) => roleText(intl, entry.actorRole),
        sortable: false,
      },
      {
        id: 'action',
        header: intl.formatMessage({ id: 'shell.account.activity.column.action' }),
        text: (entry) => actionText(intl, entry.action),
        sortable: false,
      },
      {
        id: 'reason',
        header: intl.formatMessage({ id: 'shell.account.activity.column.reason' }),
        text: (entry) => reasonText(intl, entry),
        sortable: false,
      },
    ],
    [intl],
  );

  return (
    <section className={styles.tab} aria-labelledby="account-activity-heading">
      <Title2 as="h2" id="account-activity-heading" className={styles.heading}>
        {intl.formatMessage({ id: 'shell.account.activity.heading' })}
      </Title2>
      <Body1 as="p">{intl.formatMessage({ id: 'shell.account.activity.intro' })}</Body1>
      {error ? <ErrorAlert error={error} onRetry={() => setAttempt((count) => count + 1)} /> : null}
      {error && !answer ? null : (
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={(row) => String(row.position)}
          label={intl.formatMessage({ id: 'shell.account.activity.table' })}
          emptyText={intl.formatMessage({ id: 'shell.account.activity.empty' })}
          server={{
            total: answer?.total ?? 0,
            page,
            pageSize,
            sort: null,
            loading,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size as PageSize);
              setPage(0);
            },
            onSortChange: () => undefined,
          }}
        />
      )}
    </section>
  );
}
