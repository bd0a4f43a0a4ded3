import { makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { usePortal } from '@portal/shared';
import { useIntl } from 'react-intl';
import { RouterLink } from '../layout/RouterLink';
import { isShellEndpoint } from '../modules/catalog';
import { useCompactLabelStyles } from './compactLabel';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '24px' },
});

/**
 * The header's shared-locations link (spec customer-area 2): to the account's locations tab, shown when
 * the user is logged in and the instance enables shared locations.
 */
export function SharedLocationsLink() {
  const intl = useIntl();
  const styles = useStyles();
  const compact = useCompactLabelStyles();
  const { instance, user, pathTo } = usePortal();
  if (!user || !instance.flags.sharedLocations || !isShellEndpoint('account')) return null;
  return (
    <RouterLink to={pathTo('account/locations')} className={styles.link}>
      <LocationRegular aria-hidden />
      <span className={compact.label}>{intl.formatMessage({ id: 'shell.header.sharedLocations' })}</span>
    </RouterLink>
  );
}
