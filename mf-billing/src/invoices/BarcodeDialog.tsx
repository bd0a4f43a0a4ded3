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
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  // wide enough for the 2 px bars of a 54-digit bank barcode on a desktop; never wider than the window
  surface: {
    maxWidth: 'min(800px, calc(100vw - 16px))',
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalM },
  },
  // the whole barcode at every width: the drawing scales to the dialog (its viewBox), white around the bars
  barcode: { display: 'block', width: '100%', height: 'auto', backgroundColor: '#fff' },
  // the digits as text, not inside the drawing, where they would shrink with it on a phone
  digits: {
    margin: 0,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
});

/**
 * Spec customer-area 2: CODE128, black bars 2 px wide and 100 px high, the value printed under them (as
 * text below the drawing). The margin is a quiet zone of 10 bar widths on both sides, which scanners need.
 */
export const BARCODE_OPTIONS = {
  format: 'CODE128',
  lineColor: '#000000',
  width: 2,
  height: 100,
  margin: 20,
  displayValue: false,
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
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'billing.invoices.barcode.title' })}</DialogTitle>
          <DialogContent>
            {!drawn && !failed ? (
              <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />
            ) : null}
            {failed ? (
              <p role="alert">{intl.formatMessage({ id: 'billing.invoices.barcode.failed' })}</p>
            ) : null}
            <svg
              ref={svg}
              className={styles.barcode}
              role="img"
              aria-label={intl.formatMessage(
                { id: 'billing.invoices.barcode.image' },
                { value: value ?? '' },
              )}
              data-testid="invoice-barcode"
            />
            {drawn ? (
              <p className={styles.digits} data-testid="invoice-barcode-digits">
                {value}
              </p>
            ) : null}
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
