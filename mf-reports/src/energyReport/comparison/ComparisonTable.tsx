import {
  DialogContent,
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
import { useIntl } from 'react-intl';
import { WithMessages } from '@portal/shared';
import { comparisonMessages } from '../../i18n/partMessages';
import { USAGE_GROUPS } from './usageGroups';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  nowrap: { whiteSpace: 'nowrap' },
  numberHeader: { '& > div': { justifyContent: 'flex-end', textAlign: 'end' } },
});

export interface ComparisonTableProps {
  /** the dialog's title, also the table's name */
  title: string;
  /** the id the dialog points at as its description */
  descriptionId: string;
}

/** The dialog's content, loaded on the first hover, focus or click of its button (ComparisonTableButton). */
export default function ComparisonTable(props: ComparisonTableProps) {
  return (
    <WithMessages messages={comparisonMessages}>
      <Content {...props} />
    </WithMessages>
  );
}

function Content({ title, descriptionId }: ComparisonTableProps) {
  const intl = useIntl();
  const styles = useStyles();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });

  return (
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
  );
}
