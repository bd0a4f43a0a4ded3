import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { usePortal } from '@portal/shared';
import { notificationsActions, selectUnseenCount } from './notifications/notificationsSlice';

// The popover (Fluent's popover and positioning code) is fetched when the user reaches for the bell,
// not with the login page (docs/first-load.md).
const loadPopover = () => import('./NotificationsPopover');
const NotificationsPopover = lazy(loadPopover);

const useStyles = makeStyles({
  trigger: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
});

/** The bell with the count of unseen notices; opening it marks all seen and zeroes the badge. */
export function NotificationsBell() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance, language } = usePortal();
  const unseen = useSelector(selectUnseenCount);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    dispatch(
      notificationsActions.requested({ instanceId: instance.id, language, files: instance.notifications }),
    );
  }, [dispatch, instance.id, instance.notifications, language]);

  const label =
    unseen > 0
      ? intl.formatMessage({ id: 'shell.header.notificationsWithCount' }, { count: unseen })
      : intl.formatMessage({ id: 'shell.header.notifications' });
  const bell = (props: ComponentProps<typeof Button>) => (
    <Button
      appearance="subtle"
      icon={<Alert24Regular />}
      aria-label={label}
      aria-haspopup="dialog"
      {...props}
    />
  );
  const before = bell({
    onPointerEnter: () => void loadPopover(),
    onFocus: () => void loadPopover(),
    onClick: () => {
      dispatch(notificationsActions.allSeen());
      setOpened(true);
    },
  });

  return (
    <span className={styles.trigger}>
      {opened ? (
        <Suspense fallback={before}>
          <NotificationsPopover trigger={bell({})} />
        </Suspense>
      ) : (
        before
      )}
      {unseen > 0 && (
        <CounterBadge className={styles.badge} count={unseen} size="small" color="danger" aria-hidden />
      )}
    </span>
  );
}
