import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { WidgetCard } from '@portal/shared';
import { useIntl } from 'react-intl';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * The social media timeline column (`flags.twitterTimeline`): a card linking to the timeline instead
 * of the platform's embed script, which the CSP refuses and which would tell a third party who opened
 * their energy portal (docs/dashboard.md).
 */
export function TimelineCard({ url }: { url: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <aside aria-label={intl.formatMessage({ id: 'shell.dashboard.timeline.title' })} data-testid="timeline">
      <WidgetCard title={intl.formatMessage({ id: 'shell.dashboard.timeline.title' })}>
        <div className={styles.body}>
          <Body1>{intl.formatMessage({ id: 'shell.dashboard.timeline.body' })}</Body1>
          <Link href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {intl.formatMessage({ id: 'shell.dashboard.timeline.link' })}
            <OpenRegular aria-hidden />
          </Link>
        </div>
      </WidgetCard>
    </aside>
  );
}
