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
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { findTourTarget, type TourStep } from './tourSteps';

/** admin-and-calls section 9: tour z-index 10000 */
export const TOUR_Z_INDEX = 10000;

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

export interface TourPopoverProps {
  steps: readonly TourStep[];
  messagePrefix: string;
  onClose: () => void;
}

/**
 * The steps of a guided tour (GuidedTour loads this chunk): a popover at the step's element, or in the middle
 * of the window when that part is not shown (the count stays). Next / Back / Close and Esc; the focus goes
 * into each step, the step's part is outlined and scrolled into view.
 */
export default function TourPopover({ steps, messagePrefix, onClose }: TourPopoverProps) {
  const intl = useIntl();
  const styles = useStyles();
  useHighlight();
  const titleId = useId();
  const bodyId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  // an introduction points at nothing, so there is nothing to scroll to at the start
  const [open, setOpen] = useState(() => ({ index: 0, target: findTourTarget(steps[0]!) }));

  const goTo = (index: number) => {
    const target = findTourTarget(steps[index]!);
    target?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setOpen({ index, target });
  };

  // in the commit that shows the step (after the surface's positioning, a child's layout effect), so a key
  // pressed at once, Escape say, reaches the popover: Preact runs passive effects only after a frame
  useLayoutEffect(() => {
    primaryRef.current?.focus();
  }, [open]);
  const { target } = open;
  useEffect(() => {
    target?.setAttribute('data-tour-active', '');
    return () => target?.removeAttribute('data-tour-active');
  }, [target]);

  const total = steps.length;
  const step = steps[open.index]!;
  const last = open.index === total - 1;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  return (
    <Popover
      key={open.index}
      open
      trapFocus
      unstable_disableAutoFocus
      withArrow={target !== null}
      positioning={positioningFor(target)}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <PopoverSurface
        className={styles.surface}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-tour-step={step.id}
      >
        <div className={styles.header}>
          <Subtitle2 as="h2" id={titleId} className={styles.title}>
            {t(`${messagePrefix}.${step.id}.title`)}
          </Subtitle2>
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            aria-label={t('common.tour.close')}
            title={t('common.tour.close')}
            onClick={onClose}
          />
        </div>
        <div id={bodyId}>
          <Text as="p" block>
            {t(`${messagePrefix}.${step.id}.body`)}
          </Text>
          {step.target !== null && target === null ? (
            <Text as="p" block italic>
              {t('common.tour.notShown')}
            </Text>
          ) : null}
        </div>
        <div className={styles.footer}>
          <Text>{t('common.tour.stepOf', { step: open.index + 1, total })}</Text>
          <div className={styles.buttons}>
            <Button disabledFocusable={open.index === 0} onClick={() => goTo(open.index - 1)}>
              {t('common.tour.back')}
            </Button>
            <Button
              ref={primaryRef}
              appearance="primary"
              onClick={() => (last ? onClose() : goTo(open.index + 1))}
            >
              {t(last ? 'common.tour.finish' : 'common.tour.next')}
            </Button>
          </div>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
