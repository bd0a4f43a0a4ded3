import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { SessionNotice } from '../../session';

export interface LoginNoticesProps {
  notice: SessionNotice | null;
  cookiesDisabled: boolean;
  notification: string[];
}

/** What the login page tells before the form: the session notice, the cookie warning, the instance notice. */
export function LoginNotices({ notice, cookiesDisabled, notification }: LoginNoticesProps) {
  const intl = useIntl();
  return (
    <>
      {notice ? (
        <MessageBar
          intent={notice.intent}
          layout="multiline"
          role={notice.intent === 'error' ? 'alert' : 'status'}
        >
          <MessageBarBody>{intl.formatMessage({ id: notice.messageId })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {cookiesDisabled ? (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>{intl.formatMessage({ id: 'shell.login.cookiesDisabled' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {notification.length > 0 ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage({ id: 'shell.login.notification' })}</MessageBarTitle>
            {notification.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
