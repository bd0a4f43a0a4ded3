import { Badge, Button, makeStyles, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { CameraRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { DataTable, useDateTimeFormat, type DataColumn } from '@portal/shared';
import type { TimeSeriesEntry } from '@portal/shared/api/meterReadings';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ReadingRow } from './readingRows';
import type { ReadingFormat } from './useReadingFormat';

const useStyles = makeStyles({
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

export interface ReadingsTableProps {
  rows: readonly ReadingRow[];
  locationCode: string;
  format: ReadingFormat;
  /** an automatic point's rows cannot be edited or deleted */
  readOnly: boolean;
  /** the address of a row's photo, or null when it cannot be linked (another subject's) */
  photoHref: (key: number) => string | null;
  onEdit: (entry: TimeSeriesEntry) => void;
  onDelete: (row: ReadingRow) => void;
}

/** the review's or the kind's words for a row ('' for a plain reading) */
export function statusText(intl: IntlShape, row: ReadingRow): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!row.entry) return t('metering.table.saving');
  const parts: string[] = [];
  const { review, kind } = row.entry;
  if (kind !== 'reading') parts.push(t(`metering.kind.${kind}`));
  if (review?.status === 'rejected' && review.reason)
    parts.push(t('metering.review.status.rejectedBecause', { reason: review.reason }));
  else if (review) parts.push(t(`metering.review.status.${review.status}`));
  return parts.join(', ');
}

const REVIEW_COLOR = { pending: 'warning', accepted: 'success', rejected: 'danger' } as const;

/** The point's readings (spec customer-area 2): code, value, date, note, status, edit and delete per row. */
export function ReadingsTable({
  rows,
  locationCode,
  format,
  readOnly,
  photoHref,
  onEdit,
  onDelete,
}: ReadingsTableProps) {
  const intl = useIntl();
  const styles = useStyles();
  const formatTime = useDateTimeFormat();
  const columns = useMemo<DataColumn<ReadingRow>[]>(() => {
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    return [
      {
        id: 'locationCode',
        header: t('metering.table.locationCode'),
        text: () => locationCode,
        sortable: false,
      },
      {
        id: 'value',
        header: format.unit ? `${t('metering.table.value')} (${format.unit})` : t('metering.table.value'),
        text: (row) => format.value(row.value),
        sortValue: (row) => row.value,
        exportValue: (row) => row.value,
      },
      {
        id: 'date',
        header: t('metering.table.date'),
        text: (row) => formatTime(row.isoTimestamp),
        sortValue: (row) => row.key,
      },
      { id: 'note', header: t('metering.table.note'), text: (row) => row.note ?? '' },
      {
        id: 'status',
        header: t('metering.table.status'),
        text: (row) => statusText(intl, row),
        render: (row) => {
          if (!row.entry) return t('metering.table.saving');
          const { review, kind, hasPhoto, key } = row.entry;
          const href = hasPhoto ? photoHref(key) : null;
          return (
            <span className={styles.status}>
              {kind !== 'reading' ? (
                <Badge appearance="outline" color="informative">
                  {t(`metering.kind.${kind}`)}
                </Badge>
              ) : null}
              {review ? (
                <Badge appearance="tint" color={REVIEW_COLOR[review.status]}>
                  {review.status === 'rejected' && review.reason
                    ? t('metering.review.status.rejectedBecause', { reason: review.reason })
                    : t(`metering.review.status.${review.status}`)}
                </Badge>
              ) : null}
              {hasPhoto ? (
                href ? (
                  <Tooltip content={t('metering.table.photo')} relationship="label">
                    <Button
                      as="a"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      appearance="transparent"
                      size="small"
                      icon={<CameraRegular />}
                    />
                  </Tooltip>
                ) : (
                  <CameraRegular role="img" aria-label={t('metering.table.photo')} />
                )
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('metering.table.actions'),
        text: () => '',
        sortable: false,
        exported: false,
        render: (row) => {
          const when = formatTime(row.isoTimestamp);
          if (row.busy)
            return (
              <Spinner
                size="tiny"
                label={t(row.entry ? 'metering.table.deleting' : 'metering.table.saving')}
                aria-live="polite"
              />
            );
          if (readOnly || !row.entry) return null;
          const entry = row.entry;
          return (
            <span className={styles.actions}>
              <Button
                size="small"
                icon={<EditRegular />}
                aria-label={t('metering.table.editReading', { date: when })}
                onClick={() => onEdit(entry)}
              />
              <Button
                size="small"
                icon={<DeleteRegular />}
                aria-label={t('metering.table.deleteReading', { date: when })}
                onClick={() => onDelete(row)}
              />
            </span>
          );
        },
      },
    ];
  }, [format, formatTime, intl, locationCode, onDelete, onEdit, photoHref, readOnly, styles]);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(row) => (row.entry ? `entry-${row.key}` : `saving-${row.key}`)}
      label={intl.formatMessage({ id: 'metering.table.label' })}
      emptyText={intl.formatMessage({ id: 'metering.table.empty' })}
    />
  );
}
