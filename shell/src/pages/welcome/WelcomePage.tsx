import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { Image } from '@fluentui/react-image';
import { usePortal } from '@portal/shared';
import { useIntl } from 'react-intl';
import { WelcomeWayIn } from './WelcomeWayIn';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '60rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
  },
  screenshot: { maxWidth: '100%', height: 'auto', boxShadow: tokens.shadow8 },
});

/** The logged-out start page: heading, description, the way in and a screenshot of the service. */
export function WelcomePage() {
  const intl = useIntl();
  const styles = useStyles();
  const { instance } = usePortal();
  const screenshot = instance.theme.screenshot;
  return (
    <section className={styles.page} aria-labelledby="welcome-title">
      <Title1 as="h1" id="welcome-title">
        {intl.formatMessage({ id: 'shell.welcome.heading' }, { name: instance.displayName })}
      </Title1>
      <Text as="p" size={400}>
        {intl.formatMessage({ id: 'shell.welcome.description' })}
      </Text>
      <WelcomeWayIn />
      {screenshot ? (
        <Image
          className={styles.screenshot}
          src={`/instances/${encodeURIComponent(instance.id)}/${screenshot}`}
          alt={intl.formatMessage({ id: 'shell.welcome.screenshotAlt' })}
          shape="rounded"
        />
      ) : null}
    </section>
  );
}
