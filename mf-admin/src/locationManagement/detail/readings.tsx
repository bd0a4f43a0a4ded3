import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { MeterRegisterReading, VoltageCurrentReading } from '@portal/shared/api/locationManagement';
import { useIntl, type IntlShape } from 'react-intl';

const useStyles = makeStyles({
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  // flex items: a long register name wrapping inline made a box over its value at 390 px (layout spec)
  item: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
});

/** the detail texts (admin.locationManagement.detail.*) */
type T = (id: string, values?: Record<string, string | number>) => string;

/**
 * A register's name in the page's language, by its OBIS code; one the catalogue does not name keeps the
 * head-end's own text (usually English).
 */
export function registerName(intl: IntlShape, reading: MeterRegisterReading): string {
  const id = `admin.locationManagement.detail.register.${reading.register}`;
  return intl.messages[id] === undefined
    ? reading.registerText || reading.text || reading.register
    : intl.formatMessage({ id });
}

/** A meter's registers; a register the meter could not read shows its error as a label. */
export function RegistersList({
  readings,
  t,
  label,
}: {
  readings: MeterRegisterReading[];
  t: T;
  label: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {readings.map((reading) => (
        <li
          key={`${reading.register}/${reading.phase ?? ''}`}
          data-register={reading.register}
          className={styles.item}
        >
          <Text>{registerName(intl, reading)}:</Text>
          {reading.error ? (
            <Badge color="danger" appearance="tint">
              {t('registerError', { error: reading.error })}
            </Badge>
          ) : reading.value === null ? (
            <span className={styles.missing}>{t('missing')}</span>
          ) : (
            <Text>
              {intl.formatNumber(reading.value)} {reading.unit}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Voltages (U) and currents (I) per phase L1-L3. */
export function PhaseTable({
  readings,
  t,
  label,
}: {
  readings: VoltageCurrentReading[];
  t: T;
  label: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const phases = ['L1', 'L2', 'L3'] as const;
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('phase.quantity')}</TableHeaderCell>
          {phases.map((phase) => (
            <TableHeaderCell key={phase}>{phase}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {readings.map((reading) => (
          <TableRow key={reading.symbol}>
            <TableCell>{t(`phase.${reading.symbol}`)}</TableCell>
            {phases.map((phase) => {
              const value = reading[phase];
              return (
                <TableCell key={phase}>
                  {value.error ? (
                    <Badge color="danger" appearance="tint">
                      {t('registerError', { error: value.error })}
                    </Badge>
                  ) : value.value === null ? (
                    <span className={styles.missing}>{t('missing')}</span>
                  ) : (
                    `${intl.formatNumber(value.value)} ${value.unit}`
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
