import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TableRegular } from '@fluentui/react-icons';
import { onDemand } from '../onDemand';
import { OnDemandPart } from '../OnDemandPart';

/** the table is a chunk of its own, fetched on the first hover, focus or click of the button */
const table = onDemand(() => import('./ComparisonTable'));
const preload = () => void table.load().catch(() => undefined);

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))' },
});

/**
 * The optional comparison table (customer-area section 2): main fuse size against average yearly
 * electricity use for 14 reference usage groups. The page renders it only for instances with the flag.
 * The dialog opens at once; its table (ComparisonTable) shows a spinner until it has loaded.
 */
export function ComparisonTableButton() {
  const intl = useIntl();
  const styles = useStyles();
  const descriptionId = useId();
  const title = intl.formatMessage({ id: 'reports.comparison.title' });

  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<TableRegular />} onPointerEnter={preload} onFocus={preload}>
          {intl.formatMessage({ id: 'reports.comparison.open' })}
        </Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface} aria-describedby={descriptionId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <OnDemandPart part={table} props={{ title, descriptionId }} />
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
