import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { BarcodeScannerRegular, CopyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({ cell: { display: 'flex', gap: tokens.spacingHorizontalXS } });

/** The barcode cell: copy the virtual barcode, or show it as CODE128. */
export function BarcodeCell({
  value,
  invoiceNumber,
  onCopy,
  onShow,
}: {
  value: string;
  invoiceNumber: string;
  onCopy: (value: string) => void;
  onShow: (value: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const copy = intl.formatMessage({ id: 'billing.invoices.barcode.copy' }, { number: invoiceNumber });
  const show = intl.formatMessage({ id: 'billing.invoices.barcode.show' }, { number: invoiceNumber });
  return (
    <span className={styles.cell}>
      <Tooltip content={copy} relationship="label">
        <Button size="small" appearance="subtle" icon={<CopyRegular />} onClick={() => onCopy(value)} />
      </Tooltip>
      <Tooltip content={show} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<BarcodeScannerRegular />}
          onClick={() => onShow(value)}
        />
      </Tooltip>
    </span>
  );
}
