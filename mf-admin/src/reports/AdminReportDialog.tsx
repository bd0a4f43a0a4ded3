import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Tab, TabList } from '@portal/shared/tabs';
import { DismissRegular } from '@fluentui/react-icons';
import { targetUser, usePortal, type AccessReason } from '@portal/shared';
import { Suspense, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { defaultReportTab, reportTabs, type ReportTab } from './reportTabs';

/** The dialog's sizes; xl is the default (spec admin-and-calls section 2). The user may also drag its corner. */
export const REPORT_DIALOG_SIZES = {
  md: { width: 'min(100vw, 48rem)', height: 'min(100vh, 40rem)' },
  lg: { width: 'min(100vw, 64rem)', height: 'min(100vh, 48rem)' },
  xl: { width: 'min(96vw, 90rem)', height: 'min(92vh, 60rem)' },
  full: { width: '100vw', height: '100vh' },
} as const;
export type ReportDialogSize = keyof typeof REPORT_DIALOG_SIZES;

const useStyles = makeStyles({
  surface: {
    // resizable by dragging its corner; the size select does the same by keyboard
    resize: 'both',
    overflow: 'auto',
    maxWidth: '100vw',
    maxHeight: '100vh',
    minWidth: '20rem',
    minHeight: '16rem',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
  },
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    flexGrow: 1,
    minHeight: 0,
  },
  toolbar: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  layout: { display: 'flex', gap: tokens.spacingHorizontalL, flexGrow: 1, minHeight: 0 },
  tabs: { flexShrink: 0 },
  panel: { flexGrow: 1, minWidth: 0, overflow: 'auto' },
  // a reason typed without spaces breaks inside the banner rather than running out of it
  banner: { overflowWrap: 'anywhere' },
});

/**
 * The admin report dialog (spec admin-and-calls section 2; customer-area section 6, "Admin view"): the
 * customer's own dashboard, energy report and district heating report, rendered by the shell's
 * `ModuleView` for `targetUser(sub, reason)`, so every call carries the reason into the audit log.
 * Vertical tabs, energy reports first; resizable, closable, xl by default; a banner says whose data this
 * is and why. It has no editing controls of its own.
 */
export function AdminReportDialog({
  user,
  reason,
  onClose,
}: {
  user: { sub: string; name: string };
  reason: AccessReason;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { instance, servesEndpoint, ModuleView } = usePortal();
  const tabs = useMemo(() => reportTabs(instance, servesEndpoint), [instance, servesEndpoint]);
  const [active, setActive] = useState<ReportTab['id'] | null>(() => defaultReportTab(tabs));
  const [size, setSize] = useState<ReportDialogSize>('xl');
  const subject = useMemo(() => targetUser(user.sub, reason), [user.sub, reason]);
  const idBase = useId();
  const sizeId = useId();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.reportDialog.${id}` }, values);
  const reasonText = [t(`reason.${reason.code}`), reason.text].filter(Boolean).join(' – ');
  const current = tabs.find((tab) => tab.id === active);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface
        className={styles.surface}
        style={REPORT_DIALOG_SIZES[size]}
        data-size={size}
        aria-describedby={`${idBase}-banner`}
      >
        <DialogBody className={styles.body}>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('close')}
                onClick={onClose}
              />
            }
          >
            {t('title', { name: user.name })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning" layout="multiline" id={`${idBase}-banner`}>
              <MessageBarBody className={styles.banner}>
                {t('banner', { name: user.name, reason: reasonText })}
              </MessageBarBody>
            </MessageBar>
            <div className={styles.toolbar}>
              <Field label={t('size')}>
                <Select
                  id={sizeId}
                  value={size}
                  onChange={(_, data) => setSize(data.value as ReportDialogSize)}
                >
                  {(Object.keys(REPORT_DIALOG_SIZES) as ReportDialogSize[]).map((option) => (
                    <option key={option} value={option}>
                      {t(`sizes.${option}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            {tabs.length === 0 || !current ? (
              <Text>{t('noReports')}</Text>
            ) : (
              <div className={styles.layout}>
                <TabList
                  vertical
                  className={styles.tabs}
                  aria-label={t('tabs')}
                  selectedValue={current.id}
                  onTabSelect={(_, data) => setActive(data.value as ReportTab['id'])}
                >
                  {tabs.map((tab) => (
                    <Tab
                      key={tab.id}
                      value={tab.id}
                      id={`${idBase}-tab-${tab.id}`}
                      aria-controls={`${idBase}-panel`}
                    >
                      {t(`tab.${tab.id}`)}
                    </Tab>
                  ))}
                </TabList>
                <div
                  className={styles.panel}
                  role="tabpanel"
                  id={`${idBase}-panel`}
                  aria-labelledby={`${idBase}-tab-${current.id}`}
                >
                  <Suspense fallback={<Spinner label={t('loading')} />}>
                    <ModuleView key={current.id} endpoint={current.endpoint} subject={subject} />
                  </Suspense>
                </div>
              </div>
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
