import { Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES, pageCount, pageRange } from './paging';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface TablePagerProps {
  rowCount: number;
  pageSize: number;
  page: number;
  onPageSize: (size: number) => void;
  onPage: (page: number) => void;
}

/** Rows per page (50, 100, 200) and first / previous / next / last page. */
export function TablePager({ rowCount, pageSize, page, onPageSize, onPage }: TablePagerProps) {
  const intl = useIntl();
  const styles = useStyles();
  const pages = pageCount(rowCount, pageSize);
  const range = pageRange(rowCount, pageSize, page);
  const first = range.page === 0;
  const last = range.page === pages - 1;
  const pageButton = (label: string, icon: ReactElement, target: number, disabled: boolean) => (
    <Button
      appearance="subtle"
      icon={icon}
      aria-label={intl.formatMessage({ id: label })}
      title={intl.formatMessage({ id: label })}
      // stays focusable at the first or last page so the focus is not lost on the last click
      disabledFocusable={disabled}
      onClick={() => onPage(target)}
    />
  );

  return (
    <nav aria-label={intl.formatMessage({ id: 'reports.table.pagination' })} className={styles.pager}>
      <Field label={intl.formatMessage({ id: 'reports.table.pageSize' })} orientation="horizontal">
        <Select value={String(pageSize)} onChange={(_, data) => onPageSize(Number(data.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </Select>
      </Field>
      <Text aria-live="polite">
        {intl.formatMessage(
          { id: 'reports.table.rowsShown' },
          {
            from: intl.formatNumber(range.from + 1),
            to: intl.formatNumber(range.to),
            total: intl.formatNumber(rowCount),
          },
        )}
      </Text>
      {pages > 1 ? (
        <div className={styles.buttons}>
          {pageButton('reports.table.firstPage', <ChevronDoubleLeftRegular />, 0, first)}
          {pageButton('reports.table.previousPage', <ChevronLeftRegular />, range.page - 1, first)}
          <Text>{intl.formatMessage({ id: 'reports.table.page' }, { page: range.page + 1, pages })}</Text>
          {pageButton('reports.table.nextPage', <ChevronRightRegular />, range.page + 1, last)}
          {pageButton('reports.table.lastPage', <ChevronDoubleRightRegular />, pages - 1, last)}
        </div>
      ) : null}
    </nav>
  );
}
