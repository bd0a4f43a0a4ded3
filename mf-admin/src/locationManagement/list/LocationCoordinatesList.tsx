import { Badge, Checkbox, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { LocationSearchRow } from '@portal/shared/api/locationManagement';
import { useIntl } from 'react-intl';
import { locationKey } from '../state/locationManagementSlice';

const useStyles = makeStyles({
  counters: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  counter: { display: 'flex', gap: tokens.spacingHorizontalXS, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export const hasCoordinates = (row: LocationSearchRow): boolean =>
  row.locationLat !== null && row.locationLong !== null;

/**
 * The result locations by their coordinates, as a list (issue 16 §4 asks the map's selections to be
 * possible from a list too; the OpenLayers map joins it later): the counter bar of the map (selected,
 * error locations without coordinates, all) and a checkbox per location sharing the table's selection.
 */
export function LocationCoordinatesList({
  rows,
  total,
  selected,
  onSelectionChange,
  onOpen,
}: {
  rows: readonly LocationSearchRow[];
  total: number;
  selected: Record<string, LocationSearchRow>;
  onSelectionChange: (shown: LocationSearchRow[], keys: string[]) => void;
  onOpen: (row: LocationSearchRow) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.locationManagement.coordinates.${id}` }, values);
  const errors = rows.filter((row) => !hasCoordinates(row)).length;
  const number = (n: number) => intl.formatNumber(n);
  const toggle = (row: LocationSearchRow, on: boolean) => {
    const keys = rows.map(locationKey).filter((key) => key in selected && key !== locationKey(row));
    if (on) keys.push(locationKey(row));
    onSelectionChange([...rows], keys);
  };
  return (
    <>
      <dl className={styles.counters} aria-label={t('counters')}>
        <div className={styles.counter}>
          <dt>{t('selected')}</dt>
          <dd className={styles.counter} data-counter="selected">
            {number(Object.keys(selected).length)}
          </dd>
        </div>
        <div className={styles.counter}>
          <dt>{t('errors')}</dt>
          <dd className={styles.counter} data-counter="errors">
            {number(errors)}
          </dd>
        </div>
        <div className={styles.counter}>
          <dt>{t('all')}</dt>
          <dd className={styles.counter} data-counter="all">
            {number(total)}
          </dd>
        </div>
      </dl>
      {rows.length < total ? <Text>{t('pageOnly', { shown: rows.length, total })}</Text> : null}
      <ul className={styles.list} aria-label={t('list')}>
        {rows.map((row) => (
          <li key={locationKey(row)} className={styles.item}>
            <Checkbox
              checked={locationKey(row) in selected}
              onChange={(_, data) => toggle(row, data.checked === true)}
              label={`${row.locationAddress} (${row.locationNumber})`}
            />
            {hasCoordinates(row) ? (
              <Text size={200}>
                {t('position', {
                  lat: intl.formatNumber(row.locationLat ?? 0, { maximumFractionDigits: 5 }),
                  long: intl.formatNumber(row.locationLong ?? 0, { maximumFractionDigits: 5 }),
                })}
              </Text>
            ) : (
              <Badge color="danger" appearance="tint">
                {t('noCoordinates')}
              </Badge>
            )}
            <Link as="button" onClick={() => onOpen(row)}>
              {t('showDetails')}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
