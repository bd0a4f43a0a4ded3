import {
  Button,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Tab, TabList } from '@portal/shared/tabs';
import { CheckmarkRegular, DismissRegular, ImageRegular } from '@fluentui/react-icons';
import {
  DataTable,
  ErrorAlert,
  PageFrame,
  toApiErrorData,
  useDateTimeFormat,
  type DataColumn,
  type ModulePageProps,
} from '@portal/shared';
import type { ReviewQueueItem, ReviewStatus } from '@portal/shared/api/meterReadings';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoad } from '../locationManagement/detail/useLoad';
import { decideReview, fetchReviews } from './api/reviewApi';
import { PhotoDialog } from './PhotoDialog';
import { RejectDialog } from './RejectDialog';
import { flagTexts, valueText } from './reviewText';

const STATUSES: readonly ReviewStatus[] = ['pending', 'accepted', 'rejected'];

const useStyles = makeStyles({
  page: { minWidth: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  lines: { display: 'flex', flexDirection: 'column' },
});

type WithSub = ReviewQueueItem & { userSub: string };
const hasSub = (item: ReviewQueueItem): item is WithSub => item.userSub !== null;

/**
 * The staff review queue of meter readings (issue 17): readings the customer sent although they looked
 * implausible wait here; staff accept them or reject them with a reason the customer sees on the row.
 * The calls belong to this page alone, so they keep no state in the store (`useLoad`, as the detail cards).
 */
export function MeterReadingReviewsPage(_props: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const idBase = useId();
  const dateTime = useDateTimeFormat();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.meterReadingReviews.${id}` }, values);

  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [round, setRound] = useState(0);
  const list = useLoad(`${status}/${round}`, (signal) => fetchReviews(status, signal));
  // decided here: gone from the pending list at once, without waiting for a reload
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [decisionError, setDecisionError] = useState<unknown>(null);
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  const [photo, setPhoto] = useState<WithSub | null>(null);

  const readingName = (item: ReviewQueueItem) =>
    t('reading', { place: item.locationCode, time: dateTime(item.entry.isoTimestamp) });

  const decide = async (item: ReviewQueueItem, decision: 'accept' | 'reject', reason: string | null) => {
    setBusy(item.id);
    setNotice(null);
    setWarning(null);
    setDecisionError(null);
    try {
      await decideReview(item.id, { decision, reason });
      setDecided((previous) => new Set(previous).add(item.id));
      setNotice(t(decision === 'accept' ? 'accepted' : 'rejected', { reading: readingName(item) }));
    } catch (error) {
      // someone else decided first: the reading is not pending any more, so it leaves the list too
      if (toApiErrorData(error).errorCode !== 'review_already_decided') throw error;
      setDecided((previous) => new Set(previous).add(item.id));
      setWarning(t('alreadyDecided', { reading: readingName(item) }));
    } finally {
      setBusy(null);
    }
  };

  const accept = (item: ReviewQueueItem) => {
    decide(item, 'accept', null).catch((error: unknown) => setDecisionError(error));
  };

  const rows = useMemo(
    () =>
      list.status === 'done' ? list.data.filter((item) => status !== 'pending' || !decided.has(item.id)) : [],
    [list, status, decided],
  );

  const columns = useMemo<DataColumn<ReviewQueueItem>[]>(() => {
    const c = (id: string) => t(`column.${id}`);
    const base: DataColumn<ReviewQueueItem>[] = [
      {
        id: 'customer',
        header: c('customer'),
        text: (item) => `${item.customerName} (${item.customerCode})`,
      },
      {
        id: 'place',
        header: c('place'),
        text: (item) => `${item.locationCode}, ${item.locationAddress}`,
        render: (item) => (
          <span className={styles.lines}>
            <span>{item.locationCode}</span>
            <span>{item.locationAddress}</span>
          </span>
        ),
      },
      { id: 'register', header: c('register'), text: (item) => item.registerId },
      {
        id: 'value',
        header: c('value'),
        text: (item) => valueText(intl, item.entry, item.unit),
        sortValue: (item) => item.entry.value,
        exportValue: (item) => item.entry.value,
      },
      {
        id: 'previous',
        header: c('previous'),
        text: (item) =>
          item.previous
            ? `${valueText(intl, item.previous, item.unit)} (${dateTime(item.previous.isoTimestamp)})`
            : t('noPrevious'),
        sortable: false,
      },
      {
        id: 'time',
        header: c('time'),
        text: (item) => dateTime(item.entry.isoTimestamp),
        sortValue: (item) => item.entry.key,
      },
      {
        id: 'flags',
        header: c('flags'),
        text: (item) => flagTexts(intl, item).join(', '),
        render: (item) => (
          <span className={styles.lines}>
            {flagTexts(intl, item).map((flag) => (
              <span key={flag}>{flag}</span>
            ))}
          </span>
        ),
        sortable: false,
      },
      { id: 'note', header: c('note'), text: (item) => item.entry.note ?? '', sortable: false },
      {
        id: 'photo',
        header: c('photo'),
        text: (item) => (item.entry.hasPhoto ? t('photo.open') : ''),
        render: (item) =>
          item.entry.hasPhoto && hasSub(item) ? (
            <Link
              as="button"
              onClick={() => setPhoto(item)}
              aria-label={t('photo.openOf', { reading: readingName(item) })}
            >
              <ImageRegular aria-hidden /> {t('photo.open')}
            </Link>
          ) : null,
        sortable: false,
        exported: false,
      },
    ];
    if (status !== 'pending')
      return [
        ...base,
        {
          id: 'decision',
          header: c('decision'),
          text: (item) =>
            [
              item.entry.review?.reason,
              item.entry.review?.decidedAt ? dateTime(item.entry.review.decidedAt) : null,
            ]
              .filter(Boolean)
              .join(' – '),
          sortable: false,
        },
      ];
    return [
      ...base,
      {
        id: 'actions',
        header: c('actions'),
        text: () => '',
        sortable: false,
        exported: false,
        render: (item) => (
          <span className={styles.actions}>
            <Button
              size="small"
              appearance="primary"
              icon={busy === item.id ? <Spinner size="tiny" /> : <CheckmarkRegular />}
              disabled={busy !== null}
              aria-label={t('acceptOf', { reading: readingName(item) })}
              onClick={() => accept(item)}
            >
              {t('accept')}
            </Button>
            <Button
              size="small"
              icon={<DismissRegular />}
              disabled={busy !== null}
              aria-label={t('rejectOf', { reading: readingName(item) })}
              onClick={() => {
                setNotice(null);
                setDecisionError(null);
                setRejecting(item);
              }}
            >
              {t('reject')}
            </Button>
          </span>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t and readingName follow intl
  }, [intl, status, busy, dateTime, styles]);

  const tabId = (value: ReviewStatus) => `${idBase}-tab-${value}`;

  return (
    <PageFrame title={t('title')} className={styles.page}>
      <Text>{t('intro')}</Text>
      <TabList
        selectedValue={status}
        onTabSelect={(_, data) => {
          setStatus(data.value as ReviewStatus);
          setNotice(null);
          setWarning(null);
          setDecisionError(null);
        }}
        aria-label={t('tabs')}
      >
        {STATUSES.map((value) => (
          <Tab key={value} value={value} id={tabId(value)} aria-controls={`${idBase}-panel`}>
            {t(`status.${value}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" id={`${idBase}-panel`} aria-labelledby={tabId(status)}>
        {notice ? (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        ) : null}
        {warning ? (
          <MessageBar intent="warning" role="status">
            <MessageBarBody>{warning}</MessageBarBody>
          </MessageBar>
        ) : null}
        <ErrorAlert
          error={decisionError}
          title={t('decisionFailed')}
          onDismiss={() => setDecisionError(null)}
        />
        {list.status === 'loading' ? <Spinner label={t('loading')} /> : null}
        {list.status === 'error' ? (
          <ErrorAlert error={list.error} title={t('loadFailed')} onRetry={() => setRound((n) => n + 1)} />
        ) : null}
        {list.status === 'done' && rows.length === 0 ? (
          <MessageBar intent="info">
            <MessageBarBody>{t(`empty.${status}`)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {rows.length > 0 ? (
          <DataTable
            rows={rows}
            columns={columns}
            getRowId={(item) => item.id}
            label={t(`table.${status}`)}
          />
        ) : null}
      </div>
      {rejecting ? (
        <RejectDialog
          place={readingName(rejecting)}
          onCancel={() => setRejecting(null)}
          onReject={async (reason) => {
            await decide(rejecting, 'reject', reason);
            setRejecting(null);
          }}
        />
      ) : null}
      {photo ? (
        <PhotoDialog
          item={photo}
          title={t('photo.title', { reading: readingName(photo) })}
          onClose={() => setPhoto(null)}
        />
      ) : null}
    </PageFrame>
  );
}
