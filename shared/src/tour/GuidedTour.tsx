import { Button, Spinner } from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { WithMessages } from '../i18n/WithMessages';
import { ErrorAlert } from '../ui/ErrorAlert';
import type { TourPopoverProps } from './TourPopover';
import type { TourMessages, TourStep } from './tourSteps';

export interface GuidedTourProps {
  /** the steps in order; their texts are `<messagePrefix>.<id>.title` and `.body` */
  steps: readonly TourStep[];
  messagePrefix: string;
  /** texts that come with the tour, not with the page (fetched with the steps on first use) */
  loadMessages?: () => Promise<TourMessages>;
}

interface Loaded {
  Popover: ComponentType<TourPopoverProps>;
  messages: TourMessages | null;
}

// the popover is a chunk of its own: `@portal/shared` is a singleton the shell loads at boot
let popover: Promise<ComponentType<TourPopoverProps>> | null = null;
const loadPopover = () =>
  (popover ??= import('./TourPopover').then(
    (module) => module.default,
    (error: unknown) => {
      // forgotten, so the user's Retry fetches again
      popover = null;
      throw error;
    },
  ));

/**
 * A guided tour (the energy report's 16 steps, the district heating report's): a "Guide" button and a
 * popover per step at the part of the page marked `data-tour="<target>"` (TourPopover), raised above the page
 * (z-index 10000, spec admin-and-calls 9). The steps and the tour's own texts are fetched on the first hover,
 * focus or click of the button; meanwhile it shows a spinner, and a failed fetch shows the general error
 * with Retry. The focus goes into each step and back to the button at the end.
 */
export function GuidedTour({ steps, messagePrefix, loadMessages }: GuidedTourProps) {
  const intl = useIntl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const messagesRef = useRef<Promise<TourMessages | null> | null>(null);

  const load = (): Promise<Loaded> => {
    messagesRef.current ??= loadMessages
      ? loadMessages().catch((error: unknown) => {
          messagesRef.current = null;
          throw error;
        })
      : Promise.resolve(null);
    return Promise.all([loadPopover(), messagesRef.current]).then(([Popover, messages]) => ({
      Popover,
      messages,
    }));
  };
  const preload = () => void load().catch(() => undefined);
  const start = () => {
    setFailed(null);
    if (loaded) {
      setOpen(true);
      return;
    }
    setLoading(true);
    load()
      .then(
        (parts) => {
          setLoaded(parts);
          setOpen(true);
        },
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
        {intl.formatMessage({ id: 'common.tour.open' })}
      </Button>
      {open && loaded ? (
        <WithMessages messages={loaded.messages}>
          <loaded.Popover steps={steps} messagePrefix={messagePrefix} onClose={close} />
        </WithMessages>
      ) : null}
      {failed ? <ErrorAlert error={failed} onRetry={start} onDismiss={() => setFailed(null)} /> : null}
    </>
  );
}
