import {
  Button,
  makeStaticStyles,
  makeStyles,
  Popover,
  PopoverSurface,
  Subtitle2,
  Text,
  tokens,
  type PositioningProps,
  type PositioningVirtualElement,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { tourMessages } from '../../i18n/partMessages';
import { WithMessages } from '../WithMessages';
import { findTarget, TOUR_STEPS } from './tourSteps';

/** admin-and-calls section 9: tour z-index 10000 */
const TOUR_Z_INDEX = 10000;

const useStyles = makeStyles({
  surface: {
    zIndex: TOUR_Z_INDEX,
    maxWidth: 'min(360px, calc(100vw - 24px))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  header: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** the part a step is about is outlined, so the step is not told by an arrow alone */
const useHighlight = makeStaticStyles({
  '[data-tour-active]': {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '2px',
  },
});

/** a point a third down the middle of the window: a step with nothing to point at opens there */
const VIEWPORT_CENTRE: PositioningVirtualElement = {
  getBoundingClientRect: () => {
    const x = window.innerWidth / 2;
    const y = window.innerHeight / 3;
    return { x, y, top: y, left: x, bottom: y, right: x, width: 0, height: 0 };
  },
};

const positioningFor = (target: HTMLElement | null): PositioningProps =>
  target
    ? { target, position: 'below', align: 'center' }
    : { target: VIEWPORT_CENTRE, position: 'below', align: 'center', strategy: 'fixed' };

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface OpenStep {
  index: number;
  target: HTMLElement | null;
}

/**
 * The steps of the help tour, loaded on the first click on "Guide" (HelpTour): a popover at the element
 * marked `data-tour`, or in the middle of the window when that part is not shown, so the count stays 16.
 * Next / Back / Close and Esc; the focus goes into each step, and `onClose` ends the tour.
 */
export default function TourSteps({ onClose }: { onClose: () => void }) {
  return (
    <WithMessages messages={tourMessages}>
      <Steps onClose={onClose} />
    </WithMessages>
  );
}

function Steps({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  useHighlight();
  const titleId = useId();
  const bodyId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  // the introduction points at nothing, so there is nothing to scroll to at the start
  const [step, setStep] = useState<OpenStep>(() => ({ index: 0, target: findTarget(TOUR_STEPS[0]!) }));

  const goTo = (index: number) => {
    const target = findTarget(TOUR_STEPS[index]!);
    target?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setStep({ index, target });
  };

  useEffect(() => {
    primaryRef.current?.focus();
  }, [step]);
  const target = step.target;
  useEffect(() => {
    target?.setAttribute('data-tour-active', '');
    return () => target?.removeAttribute('data-tour-active');
  }, [target]);

  const total = TOUR_STEPS.length;
  const id = TOUR_STEPS[step.index]!;
  const last = step.index === total - 1;

  return (
    <Popover
      key={step.index}
      open
      trapFocus
      unstable_disableAutoFocus
      withArrow={step.target !== null}
      positioning={positioningFor(step.target)}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <PopoverSurface
        className={styles.surface}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-tour-step={id}
      >
        <div className={styles.header}>
          <Subtitle2 as="h2" id={titleId} className={styles.title}>
            {intl.formatMessage({ id: `reports.tour.step.${id}.title` })}
          </Subtitle2>
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={intl.formatMessage({ id: 'reports.tour.close' })}
            title={intl.formatMessage({ id: 'reports.tour.close' })}
            onClick={onClose}
          />
        </div>
        <div id={bodyId}>
          <Text as="p" block>
            {intl.formatMessage({ id: `reports.tour.step.${id}.body` })}
          </Text>
          {id !== 'intro' && step.target === null ? (
            <Text as="p" block italic>
              {intl.formatMessage({ id: 'reports.tour.notShown' })}
            </Text>
          ) : null}
        </div>
        <div className={styles.footer}>
          <Text>{intl.formatMessage({ id: 'reports.tour.stepOf' }, { step: step.index + 1, total })}</Text>
          <div className={styles.buttons}>
            <Button disabledFocusable={step.index === 0} onClick={() => goTo(step.index - 1)}>
              {intl.formatMessage({ id: 'reports.tour.back' })}
            </Button>
            <Button
              ref={primaryRef}
              appearance="primary"
              onClick={() => (last ? onClose() : goTo(step.index + 1))}
            >
              {intl.formatMessage({ id: last ? 'reports.tour.finish' : 'reports.tour.next' })}
            </Button>
          </div>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
