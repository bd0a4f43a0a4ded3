import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowUploadRegular,
  CheckmarkCircleRegular,
  DismissCircleRegular,
  InfoRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import {
  DataTable,
  ErrorAlert,
  STAFF,
  targetUser,
  type DataColumn,
  type UserListEntry,
} from '@portal/shared';
import {
  ASSIGN_LOCATIONS_LIMIT,
  type AssignLocationResult,
  type LocationSearchRow,
} from '@portal/shared/api/locationManagement';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { searchUsers } from '../../userManagement/api';
import { assignLocations } from '../api/locationApi';
import { locationNumbersIssue, parseLocationNumbers } from './locationNumbers';

const useStyles = makeStyles({
  surface: { width: 'min(94vw, 48rem)', maxWidth: '100vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '12rem' },
  users: { maxHeight: '14rem', overflowY: 'auto' },
  userText: { overflowWrap: 'anywhere' },
  result: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  saved: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/** a file is read as text; anything bigger than this is no list of 200 numbers */
const MAX_FILE_BYTES = 1_000_000;

export interface AssignLocationsDialogProps {
  /** the search's selection: its numbers fill the list, its rows name the places in the results */
  selected: readonly LocationSearchRow[];
  onClose: () => void;
}

/**
 * 'Add places to a user' of location management (spec admin-and-calls section 2, "Location import or add
 * shows per-row saved, ok or failed"): the selected places, or a list pasted or imported from a file (a
 * CSV's first column), mapped to a user found by name, username or email; then a result per place.
 */
export function AssignLocationsDialog({ selected, onClose }: AssignLocationsDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.locationManagement.assign.${id}` }, values);
  const [text, setText] = useState(() => selected.map((row) => row.locationNumber).join('\n'));
  const [fileError, setFileError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<UserListEntry[] | null>(null);
  const [finding, setFinding] = useState(false);
  const [findError, setFindError] = useState<unknown>(null);
  const [sub, setSub] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [results, setResults] = useState<AssignLocationResult[] | null>(null);
  const [tried, setTried] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const parsed = useMemo(() => parseLocationNumbers(text), [text]);
  const issue = locationNumbersIssue(parsed);
  const rowsByNumber = useMemo(() => new Map(selected.map((row) => [row.locationNumber, row])), [selected]);
  const chosen = users?.find((entry) => entry.userInfo.sub === sub) ?? null;

  const readFile = async (file: File) => {
    setFileError(null);
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('file.tooBig'));
      return;
    }
    try {
      // the file adds to the list: what was selected or typed stays (repeats are added once)
      const imported = await file.text();
      setText((current) => (current.trim() === '' ? imported : `${current.trimEnd()}\n${imported}`));
      setResults(null);
    } catch {
      setFileError(t('file.unreadable'));
    }
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = query.trim();
    if (value.length === 0) return;
    setFinding(true);
    setFindError(null);
    try {
      const page = { page: 0, pageSize: 50, sort: 'lastName', direction: 'asc' } as const;
      // one box for the three ways staff know a customer: an address, a username, a last name
      const searches = value.includes('@') ? [{ email: value }] : [{ username: value }, { lastName: value }];
      const pages = await Promise.all(searches.map((search) => searchUsers(STAFF, search, page)));
      const found = new Map<string, UserListEntry>();
      for (const entry of pages.flatMap((p) => p.items)) found.set(entry.userInfo.sub, entry);
      const list = [...found.values()];
      setUsers(list);
      // one user who can be chosen is chosen
      const open = list.filter((entry) => !entry.censored);
      setSub(open.length === 1 ? open[0]!.userInfo.sub : null);
    } catch (failure) {
      setFindError(failure);
      setUsers(null);
    } finally {
      setFinding(false);
    }
  };

  const save = async () => {
    setTried(true);
    if (issue !== null || sub === null) return;
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await assignLocations(targetUser(sub), parsed.numbers);
      setResults(answer.results);
    } catch (failure) {
      setSaveError(failure);
    } finally {
      setSaving(false);
    }
  };

  const resultText = (result: AssignLocationResult) => t(`result.${result.status}`);
  const columns: DataColumn<AssignLocationResult>[] = [
    { id: 'locationNumber', header: t('column.locationNumber'), text: (r) => r.locationNumber },
    {
      id: 'address',
      header: t('column.address'),
      text: (r) => rowsByNumber.get(r.locationNumber)?.locationAddress ?? '',
    },
    {
      id: 'result',
      header: t('column.result'),
      text: resultText,
      render: (r) => (
        <span
          className={`${styles.result} ${r.status === 'saved' ? styles.saved : r.status === 'failed' ? styles.failed : ''}`}
        >
          {r.status === 'saved' ? (
            <CheckmarkCircleRegular aria-hidden />
          ) : r.status === 'failed' ? (
            <DismissCircleRegular aria-hidden />
          ) : (
            <InfoRegular aria-hidden />
          )}
          {resultText(r)}
        </span>
      ),
    },
  ];
  const counts = results
    ? {
        saved: results.filter((r) => r.status === 'saved').length,
        ok: results.filter((r) => r.status === 'ok').length,
        failed: results.filter((r) => r.status === 'failed').length,
      }
    : null;

  const listError =
    tried && issue === 'empty'
      ? t('list.empty')
      : issue === 'tooMany'
        ? t('list.tooMany', { count: parsed.numbers.length, limit: ASSIGN_LOCATIONS_LIMIT })
        : undefined;

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('intro', { limit: ASSIGN_LOCATIONS_LIMIT })}</Text>
            <Field
              label={t('list.label')}
              hint={t('list.hint', { count: parsed.numbers.length })}
              validationState={listError ? 'error' : 'none'}
              validationMessage={listError}
            >
              <Textarea
                value={text}
                rows={6}
                resize="vertical"
                onChange={(_, data) => {
                  setText(data.value);
                  setResults(null);
                }}
              />
            </Field>
            {parsed.invalid.length > 0 || parsed.duplicates > 0 ? (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>
                  {parsed.invalid.length > 0
                    ? t('list.invalid', {
                        count: parsed.invalid.length,
                        lines: parsed.invalid.slice(0, 3).join(' | '),
                      })
                    : null}{' '}
                  {parsed.duplicates > 0 ? t('list.duplicates', { count: parsed.duplicates }) : null}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            <div>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className={styles.hidden}
                aria-label={t('file.button')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void readFile(file);
                  event.target.value = '';
                }}
              />
              <Button icon={<ArrowUploadRegular />} onClick={() => fileInput.current?.click()}>
                {t('file.button')}
              </Button>
            </div>
            {fileError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{fileError}</MessageBarBody>
              </MessageBar>
            ) : null}

            <form className={styles.row} onSubmit={(event) => void find(event)} role="search">
              <Field label={t('user.find')} className={styles.grow}>
                <Input value={query} maxLength={100} onChange={(_, data) => setQuery(data.value)} />
              </Field>
              <Button type="submit" icon={<SearchRegular />} disabled={finding || query.trim() === ''}>
                {t('user.search')}
              </Button>
            </form>
            {finding ? <Spinner size="small" label={t('user.finding')} /> : null}
            <ErrorAlert error={findError} title={t('user.findFailed')} />
            {users !== null && users.length === 0 ? (
              <MessageBar intent="info" role="status">
                <MessageBarBody>{t('user.none')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {users !== null && users.length > 0 ? (
              <Field
                label={t('user.choose', { count: users.length })}
                validationState={tried && sub === null ? 'error' : 'none'}
                validationMessage={tried && sub === null ? t('user.required') : undefined}
                className={styles.users}
              >
                <RadioGroup
                  value={sub ?? ''}
                  onChange={(_, data) => {
                    setSub(data.value);
                    setResults(null);
                  }}
                >
                  {users.map((entry) => (
                    <Radio
                      key={entry.userInfo.sub}
                      value={entry.userInfo.sub}
                      disabled={entry.censored}
                      label={
                        <span className={styles.userText}>
                          {[entry.userInfo.name, entry.userInfo.username, entry.userInfo.email]
                            .filter(Boolean)
                            .join(' · ')}
                          {entry.censored ? ` (${t('user.censored')})` : ''}
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </Field>
            ) : tried && sub === null ? (
              <Text role="alert" className={styles.failed}>
                {t('user.required')}
              </Text>
            ) : null}

            <ErrorAlert error={saveError} title={t('failed')} />
            {saving ? <Spinner size="small" label={t('saving')} /> : null}
            {results && counts ? (
              <>
                <MessageBar intent={counts.failed > 0 ? 'warning' : 'success'} role="status">
                  <MessageBarBody>
                    {t('summary', {
                      saved: counts.saved,
                      ok: counts.ok,
                      failed: counts.failed,
                      user: chosen?.userInfo.name ?? '',
                    })}
                  </MessageBarBody>
                </MessageBar>
                <DataTable
                  rows={results}
                  columns={columns}
                  getRowId={(r) => r.locationNumber}
                  label={t('results')}
                  rowIntent={(r) =>
                    r.status === 'saved' ? 'success' : r.status === 'failed' ? 'error' : undefined
                  }
                  exportAs={{ fileName: t('results'), sheetName: t('results') }}
                />
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={saving} onClick={() => void save()}>
              {t('save', { count: parsed.numbers.length })}
            </Button>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
