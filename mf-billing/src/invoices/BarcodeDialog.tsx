import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({ barcode: { maxWidth: '100%', overflowX: 'auto', backgroundColor: '#fff' } });

/** Spec customer-area 2: CODE128, black bars 2 px wide and 100 px high, the value printed under them. */
export const BARCODE_OPTIONS = {
  format: 'CODE128',
  lineColor: '#000000',
  width: 2,
  height: 100,
  displayValue: true,
} as const;

/** The bank barcode as CODE128 in a modal; jsbarcode is loaded when the first one opens. */
export function BarcodeDialog({ value, onClose }: { value: string | null; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const svg = useRef<SVGSVGElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!value) return;
    let live = true;
    setDrawn(false);
    setFailed(false);
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!live || !svg.current) return;
        JsBarcode(svg.current, value, { ...BARCODE_OPTIONS });
        setDrawn(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);

  return (
    <Dialog open={value !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'billing.invoices.barcode.title' })}</DialogTitle>
          <DialogContent>
            {!drawn && !failed ? (
              <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />
            ) : null}
            {failed ? (
              <p role="alert">{intl.formatMessage({ id: 'billing.invoices.barcode.failed' })}</p>
            ) : null}
            {/* the 2 px bars of a long number are wider than a narrow dialog: keyboard users scroll it */}
            <div className={styles.barcode} tabIndex={0}>
              <svg
                ref={svg}
                role="img"
                aria-label={intl.formatMessage(
                  { id: 'billing.invoices.barcode.image' },
                  { value: value ?? '' },
                )}
                data-testid="invoice-barcode"
              />
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
