import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import {
  Body1,
  Caption1Strong,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { notificationParagraphs } from './notifications/notificationText';
import { notificationsActions, selectNotifications } from './notifications/notificationsSlice';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(28rem, 90vw)', maxHeight: '70vh', overflowY: 'auto' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  paragraph: { margin: 0, whiteSpace: 'pre-line' },
  serviceBreak: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The notices under the bell, its own chunk (NotificationsBell): service break notices first, then info;
 * opening it marks all seen.
 */
export default function NotificationsPopover({ trigger }: { trigger: ReactElement }) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectNotifications);

  return (
    <Popover
      withArrow
      trapFocus
      // it replaces the bell that was clicked (which marked everything seen), so it starts open
      defaultOpen
      onOpenChange={(_, data) => {
        if (data.open) dispatch(notificationsActions.allSeen());
      }}
    >
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface
        className={styles.surface}
        aria-label={intl.formatMessage({ id: 'shell.header.notifications' })}
      >
        {status === 'rejected' && (
          <Body1>{intl.formatMessage({ id: 'shell.header.notificationsFailed' })}</Body1>
        )}
        {status !== 'rejected' && items.length === 0 && (
          <Body1>{intl.formatMessage({ id: 'shell.header.notificationsNone' })}</Body1>
        )}
        {items.length > 0 && (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={`${item.kind}-${item.hash}`} className={styles.item}>
                <Caption1Strong className={item.kind === 'serviceBreak' ? styles.serviceBreak : undefined}>
                  {intl.formatMessage({ id: `shell.header.notification.${item.kind}` })}
                </Caption1Strong>
                {notificationParagraphs(item.message).map((paragraph) => (
                  <Body1 as="p" key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </Body1>
                ))}
              </li>
            ))}
          </ul>
        )}
      </PopoverSurface>
    </Popover>
  );
}
