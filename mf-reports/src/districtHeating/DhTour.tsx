import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  Subtitle2,
  Text,
  tokens,
  type PositioningVirtualElement,
} from '@fluentui/react-components';
import { DismissRegular, QuestionCircleRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/** the parts the tour points at, in order; each is marked `data-dh-tour` on the page */
export const DH_TOUR_STEPS = [
  'intro',
  'place',
  'frequency',
  'costs',
  'building',
  'keyValues',
  'usageChart',
  'priceChart',
  'costChart',
  'table',
] as const;
export type DhTourStep = (typeof DH_TOUR_STEPS)[number];

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
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0 },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const CENTRE: PositioningVirtualElement = {
  getBoundingClientRect: () => {
    const x = window.innerWidth / 2;
    const y = window.innerHeight / 3;
    return { x, y, top: y, left: x, bottom: y, right: x, width: 0, height: 0 };
  },
};

const targetOf = (step: DhTourStep): HTMLElement | null =>
  step === 'intro' ? null : document.querySelector<HTMLElement>(`[data-dh-tour="${step}"]`);

/**
 * The district heating report's guided tour, the energy report's approach (HelpTour): a "Guide" button and
 * a popover per step at the part it explains (or in the middle when that part is not shown), the focus in
 * the step, back to the button at the end.
 */
export function DhTour() {
  const intl = useIntl();
  const styles = useStyles();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [index, setIndex] = useState<number | null>(null);
  const step = index === null ? null : DH_TOUR_STEPS[index]!;
  const target = step ? targetOf(step) : null;

  useEffect(() => {
    if (index !== null) nextRef.current?.focus();
  }, [index]);
  useEffect(() => {
    target?.scrollIntoView?.({ block: 'center' });
    target?.setAttribute('data-tour-active', '');
    return () => target?.removeAttribute('data-tour-active');
  }, [target]);

  const close = () => {
    setIndex(null);
    setTimeout(() => buttonRef.current?.focus(), 0);
  };
  const total = DH_TOUR_STEPS.length;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  return (
    <>
      <Button
        ref={buttonRef}
        icon={<QuestionCircleRegular />}
        aria-haspopup="dialog"
        onClick={() => setIndex(0)}
      >
        {t('reports.districtHeating.tour.open')}
      </Button>
      {step !== null && index !== null ? (
        <Popover
          open
          trapFocus
          withArrow={target !== null}
          positioning={
            target ? { target, position: 'below' } : { target: CENTRE, position: 'below', strategy: 'fixed' }
          }
          onOpenChange={(_, data) => (data.open ? undefined : close())}
        >
          <PopoverSurface className={styles.surface} aria-labelledby={titleId} aria-describedby={bodyId}>
            <div className={styles.header}>
              <Subtitle2 as="h2" id={titleId} className={styles.title}>
                {t(`reports.districtHeating.tour.${step}.title`)}
              </Subtitle2>
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('reports.districtHeating.tour.close')}
                onClick={close}
              />
            </div>
            <Text id={bodyId}>{t(`reports.districtHeating.tour.${step}.body`)}</Text>
            <div className={styles.footer}>
              <Text size={200}>{t('reports.districtHeating.tour.progress', { step: index + 1, total })}</Text>
              <div className={styles.buttons}>
                {index > 0 ? (
                  <Button onClick={() => setIndex(index - 1)}>
                    {t('reports.districtHeating.tour.back')}
                  </Button>
                ) : null}
                <Button
                  ref={nextRef}
                  appearance="primary"
                  onClick={() => (index === total - 1 ? close() : setIndex(index + 1))}
                >
                  {t(
                    index === total - 1
                      ? 'reports.districtHeating.tour.done'
                      : 'reports.districtHeating.tour.next',
                  )}
                </Button>
              </div>
            </div>
          </PopoverSurface>
        </Popover>
      ) : null}
    </>
  );
}
