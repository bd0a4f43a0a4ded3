import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** The page is public only with a shared link; without one and without login it points to login. */
export function LoginRequired() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathTo } = usePortal();
  const loginPath = pathTo('login');
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'notes.loginRequired.title' })}</MessageBarTitle>
        {intl.formatMessage({ id: 'notes.loginRequired.body' })}{' '}
        <Link
          href={loginPath}
          onClick={(event) => {
            event.preventDefault();
            void navigate(loginPath);
          }}
        >
          {intl.formatMessage({ id: 'notes.loginRequired.link' })}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
