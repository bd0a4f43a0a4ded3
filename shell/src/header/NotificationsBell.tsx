import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import {
  Body1,
  Button,
  Caption1Strong,
  CounterBadge,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { usePortal } from '@portal/shared';
import {
  notificationsActions,
  selectNotifications,
  selectUnseenCount,
} from './notifications/notificationsSlice';

const useStyles = makeStyles({
  trigger: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
  surface: { maxWidth: 'min(28rem, 90vw)', maxHeight: '70vh', overflowY: 'auto' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS, whiteSpace: 'pre-line' },
  serviceBreak: { color: tokens.colorPaletteRedForeground1 },
});

/** The bell: service break notices first, then info; opening it marks all seen and zeroes the badge. */
export function NotificationsBell() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance, language } = usePortal();
  const { items, status } = useSelector(selectNotifications);
  const unseen = useSelector(selectUnseenCount);

  useEffect(() => {
    dispatch(
      notificationsActions.requested({ instanceId: instance.id, language, files: instance.notifications }),
    );
  }, [dispatch, instance.id, instance.notifications, language]);

  const label =
    unseen > 0
      ? intl.formatMessage({ id: 'shell.header.notificationsWithCount' }, { count: unseen })
      : intl.formatMessage({ id: 'shell.header.notifications' });

  return (
    <Popover
      withArrow
      trapFocus
      onOpenChange={(_, data) => {
        if (data.open) dispatch(notificationsActions.allSeen());
      }}
    >
      <span className={styles.trigger}>
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<Alert24Regular />} aria-label={label} />
        </PopoverTrigger>
        {unseen > 0 && (
          <CounterBadge className={styles.badge} count={unseen} size="small" color="danger" aria-hidden />
        )}
      </span>
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
                <Body1>{item.message}</Body1>
              </li>
            ))}
          </ul>
        )}
      </PopoverSurface>
    </Popover>
  );
}
