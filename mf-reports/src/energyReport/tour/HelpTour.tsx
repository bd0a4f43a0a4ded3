import { Button, Spinner } from '@fluentui/react-components';
import { ErrorAlert } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import { onDemand } from '../onDemand';

/** the steps are a chunk of their own: fetched on the first hover, focus or click of "Guide" */
const steps = onDemand(() => import('./TourSteps'));
const preload = () => void steps.load().catch(() => undefined);

/**
 * The energy report's help tour (customer-area section 2): a "Guide" button and 16 steps (TourSteps), each
 * a popover at the element marked `data-tour`. The focus goes into each step and back to the button at the
 * end. While the steps load the button shows a spinner; a failed load shows the general error with Retry.
 */
export function HelpTour() {
  const intl = useIntl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  const start = () => {
    setFailed(null);
    if (steps.current()) {
      setOpen(true);
      return;
    }
    setLoading(true);
    steps
      .load()
      .then(
        () => setOpen(true),
        (error: unknown) => setFailed(error),
      )
      .finally(() => setLoading(false));
  };
  const close = () => {
    setOpen(false);
    setReturnFocus(true);
  };

  useEffect(() => {
    // after the popover has gone, so its focus trap does not take the focus back
    if (!returnFocus) return;
    setReturnFocus(false);
    buttonRef.current?.focus();
  }, [returnFocus]);

  const TourSteps = steps.current()?.default;
  return (
    <>
      <Button
        ref={buttonRef}
        icon={loading ? <Spinner size="extra-tiny" /> : <QuestionCircleRegular />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (loading ? undefined : start())}
      >
        {intl.formatMessage({ id: 'reports.tour.open' })}
      </Button>
      {open && TourSteps ? <TourSteps onClose={close} /> : null}
      {failed ? <ErrorAlert error={failed} onRetry={start} onDismiss={() => setFailed(null)} /> : null}
    </>
  );
}
