import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, SaveRegular } from '@fluentui/react-icons';
import {
  addLocations,
  addLocationsErrorId,
  canAddPlace,
  INVALID_INFORMATION,
  locationKey,
  placesToAdd,
  type AddLocationResult,
} from '../api/locations';
import { toApiErrorData } from '../api/errors';
import type { UsagePlace } from '../api/reports';
import { SELF, type Subject } from '../api/subject';
import type { DataColumn } from '../table/columns';
import { DataTable } from '../table/DataTable';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { placeColumns, placeName } from '../table/locationColumns';

const useStyles = makeStyles({
  // resizable by the user (spec: the preview dialog is resizable), within the window
  surface: {
    resize: 'both',
    overflow: 'auto',
    width: 'min(90vw, 64rem)',
    maxWidth: '100vw',
    minWidth: '20rem',
    minHeight: '16rem',
    maxHeight: '100vh',
  },
  result: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface LocationsPreviewDialogProps {
  open: boolean;
  /** the fetched places and the placeholders of customer numbers that gave none */
  rows: readonly UsagePlace[];
  /** the user's places now: those are not added again */
  present: readonly UsagePlace[];
  onClose: () => void;
  /** after a save that answered: the form is reset and the user's places reloaded */
  onSaved: () => void;
  /** whose places are added: the signed-in user, or `targetUser(sub)` in the admin card */
  subject?: Subject;
}

/**
 * The 'preview' dialog of the add-locations flow, shared by the account's locations tab and the admin
 * 'add mapped locations' card (spec customer-area 2 and 4): selection, grouping,
 * search and export without paging; save on the toolbar and on each row; then a per-row result column
 * (text and icon, and the row tinted green or red) or an error alert.
 */
export function LocationsPreviewDialogView({
  open,
  rows,
  present,
  onClose,
  onSaved,
  subject = SELF,
}: LocationsPreviewDialogProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<ReadonlyMap<string, AddLocationResult>>(new Map());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `common.locations.${id}` }, values);

  const presentKeys = useMemo(() => new Set(present.map(locationKey)), [present]);
  const isPresent = (place: UsagePlace) => presentKeys.has(locationKey(place));
  const selectable = (place: UsagePlace) =>
    canAddPlace(place) && !isPresent(place) && !results.has(locationKey(place));

  const save = async (chosen: readonly UsagePlace[]) => {
    const toAdd = placesToAdd(chosen, present);
    setError(null);
    setNotice(null);
    if (toAdd.length === 0) {
      setNotice(t('preview.nothingToSave'));
      return;
    }
    setSaving(true);
    try {
      const answer = await addLocations(toAdd, subject);
      const next = new Map(results);
      for (const result of answer.results)
        next.set(`${result.customerNumber}:${result.locationCode}`, result);
      setResults(next);
      setSelected(new Set());
      setNotice(t('preview.saved'));
      onSaved();
    } catch (failure) {
      const data = toApiErrorData(failure);
      setError(intl.formatMessage({ id: addLocationsErrorId(data) }));
    } finally {
      setSaving(false);
    }
  };

  const columns = useMemo<DataColumn<UsagePlace>[]>(() => {
    const statusText = (place: UsagePlace) =>
      place.dataErrors.includes(INVALID_INFORMATION) || !place.checksum
        ? t('status.invalid')
        : isPresent(place)
          ? t('status.present')
          : t('status.available');
    const resultText = (place: UsagePlace) => {
      const result = results.get(locationKey(place));
      return result ? t(`result.${result.status === 'ok' ? 'ok' : 'failed'}`) : '';
    };
    return [
      ...placeColumns(intl),
      { id: 'status', header: t('column.status'), text: statusText },
      {
        id: 'result',
        header: t('column.result'),
        text: resultText,
        render: (place) => {
          const result = results.get(locationKey(place));
          if (!result) return null;
          const ok = result.status === 'ok';
          return (
            <span className={`${styles.result} ${ok ? styles.ok : styles.failed}`}>
              {ok ? <CheckmarkCircleRegular aria-hidden /> : <DismissCircleRegular aria-hidden />}
              {resultText(place)}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('column.actions'),
        text: () => '',
        sortable: false,
        exported: false,
        render: (place) =>
          selectable(place) ? (
            <Button
              size="small"
              icon={<SaveRegular />}
              disabled={saving}
              aria-label={t('preview.saveRow', { name: placeName(place) })}
              onClick={() => void save([place])}
            />
          ) : null,
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when what the cells show changes
  }, [intl, results, presentKeys, saving]);

  const chosen = rows.filter((place) => selected.has(locationKey(place)));

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-describedby="locations-preview-description">
        <DialogBody>
          <DialogTitle>{t('preview.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id="locations-preview-description">{t('preview.description')}</Text>
            {error ? (
              <MessageBar intent="error" role="alert" layout="multiline">
                <MessageBarBody>
                  <strong>{t('preview.saveFailed')}</strong> {error}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {notice ? (
              <MessageBar intent={results.size ? 'success' : 'info'} role="status" layout="multiline">
                <MessageBarBody>{notice}</MessageBarBody>
              </MessageBar>
            ) : null}
            <DataTable
              rows={rows}
              columns={columns}
              getRowId={locationKey}
              label={t('preview.table')}
              paging={false}
              groupOptions={['city', 'customerNumber', 'status']}
              exportAs={{ fileName: t('export'), sheetName: t('export') }}
              selection={{
                selected,
                onChange: setSelected,
                canSelect: selectable,
                rowLabel: (place) => t('select', { name: placeName(place) }),
              }}
              rowIntent={(place) => {
                const result = results.get(locationKey(place));
                return result ? (result.status === 'ok' ? 'success' : 'error') : undefined;
              }}
              toolbarActions={
                <Button
                  appearance="primary"
                  icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
                  disabled={saving || chosen.length === 0}
                  onClick={() => void save(chosen)}
                >
                  {saving ? t('preview.saving') : t('preview.saveSelected', { count: chosen.length })}
                </Button>
              }
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('preview.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
