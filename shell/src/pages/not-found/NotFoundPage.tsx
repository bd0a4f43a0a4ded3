import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { RouterLink } from '../../layout/RouterLink';
import { NotFoundContent } from './NotFoundContent';

/** The 404 endpoint of an instance. */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  const { pathTo } = usePortal();
  return (
    <NotFoundContent
      address={`${window.location.origin}${pathname}${search}`}
      homeLink={
        <RouterLink to={pathTo('')}>
          <FormattedMessage id="shell.notFound.homeLink" />
        </RouterLink>
      }
    />
  );
}
