import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  mergeClasses,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Fragment, useId, type MouseEventHandler, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLinkClickHandler } from 'react-router-dom';
import { usePortal } from '../portal/PortalContext';

/** A step of the breadcrumb before the current page. */
export interface BreadcrumbStep {
  label: string;
  /**
   * the endpoint after /{instance}/{language}/ ('' is the user's home); without it the step is text
   * (a page not served yet)
   */
  to?: string;
}

export interface PageFrameProps {
  /** the page's one h1, also the breadcrumb's current step */
  title: string;
  /**
   * the steps before this page; default Home, a link to the portal's root, which sends each user to their
   * own home (the first page of their menu: the catch-all's rule, spec customer-area section 2)
   */
  breadcrumb?: BreadcrumbStep[];
  /** the page actions, beside the heading */
  actions?: ReactNode;
  /** sizes the page (e.g. a maximum width); the frame lays its parts out in a column */
  className?: string;
  children?: ReactNode;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function StepLink({ step }: { step: Required<BreadcrumbStep> }) {
  const { pathTo } = usePortal();
  const href = pathTo(step.to);
  // react-router's handler leaves modified and middle clicks to the browser (a new tab stays possible)
  const onClick = useLinkClickHandler<HTMLAnchorElement>(href);
  return (
    <BreadcrumbButton href={href} onClick={onClick as unknown as MouseEventHandler}>
      {step.label}
    </BreadcrumbButton>
  );
}

/**
 * The frame of every page: a breadcrumb (a `nav` named for screen readers, the current page marked
 * `aria-current="page"`), the page's one h1 with its actions, then the page.
 */
export function PageFrame({ title, breadcrumb, actions, className, children }: PageFrameProps) {
  const intl = useIntl();
  const styles = useStyles();
  const titleId = useId();
  const steps = breadcrumb ?? [{ label: intl.formatMessage({ id: 'common.home' }), to: '' }];
  return (
    <section className={mergeClasses(styles.page, className)} aria-labelledby={titleId}>
      <Breadcrumb aria-label={intl.formatMessage({ id: 'common.breadcrumb' })}>
        {steps.map((step) => (
          <Fragment key={`${step.label}/${step.to ?? ''}`}>
            <BreadcrumbItem>
              {step.to !== undefined ? <StepLink step={{ label: step.label, to: step.to }} /> : step.label}
            </BreadcrumbItem>
            <BreadcrumbDivider />
          </Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbButton current>{title}</BreadcrumbButton>
        </BreadcrumbItem>
      </Breadcrumb>
      <div className={styles.header}>
        <Title2 as="h1" id={titleId} className={styles.heading}>
          {title}
        </Title2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
