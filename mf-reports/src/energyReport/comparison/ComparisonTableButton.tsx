import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
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
import { TableRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { USAGE_GROUPS } from './usageGroups';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  nowrap: { whiteSpace: 'nowrap' },
  numberHeader: { '& > div': { justifyContent: 'flex-end', textAlign: 'end' } },
});

/**
 * The optional comparison table (customer-area section 2): main fuse size against average yearly
 * electricity use for 14 reference usage groups. The page renders it only for instances with the flag.
 */
export function ComparisonTableButton() {
  const intl = useIntl();
  const styles = useStyles();
  const descriptionId = useId();
  const title = intl.formatMessage({ id: 'reports.comparison.title' });
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });

  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<TableRegular />}>{intl.formatMessage({ id: 'reports.comparison.open' })}</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface} aria-describedby={descriptionId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id={descriptionId}>{intl.formatMessage({ id: 'reports.comparison.description' })}</Text>
            <div className={styles.scroll}>
              <Table size="small" className={styles.table} aria-label={title}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell scope="col">
                      {intl.formatMessage({ id: 'reports.comparison.column.group' })}
                    </TableHeaderCell>
                    <TableHeaderCell scope="col">
                      {intl.formatMessage({ id: 'reports.comparison.column.fuse' })}
                    </TableHeaderCell>
                    <TableHeaderCell scope="col" className={styles.numberHeader}>
                      {intl.formatMessage({ id: 'reports.comparison.column.usage' })}
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {USAGE_GROUPS.map((group) => (
                    <TableRow key={group.id}>
                      <TableHeaderCell scope="row">
                        {intl.formatMessage({ id: `reports.comparison.group.${group.id}` })}
                      </TableHeaderCell>
                      <TableCell className={styles.nowrap}>
                        {intl.formatMessage({ id: 'reports.comparison.fuse' }, group.fuse)}
                      </TableCell>
                      <TableCell className={styles.number}>
                        {intl.formatMessage(
                          { id: 'reports.comparison.range' },
                          { min: number(group.kWhPerYear.min), max: number(group.kWhPerYear.max) },
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{intl.formatMessage({ id: 'reports.comparison.close' })}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
