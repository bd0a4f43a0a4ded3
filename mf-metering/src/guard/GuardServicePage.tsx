import {
  Button,
  Card,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import {
  ErrorAlert,
  fulfilledCall,
  idleCall,
  isFirstLoad,
  NoUsagePlacesNotice,
  PageFrame,
  pendingCall,
  rejectedCall,
  subjectKey,
  toApiErrorData,
  UsagePlacePicker,
  WithMessages,
  type ApiErrorData,
  type CallState,
  type ModulePageProps,
  type Subject,
  type UsagePlace,
} from '@portal/shared';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchGuardServiceLink, fetchGuardServicePlaces } from '../api';
import { guardMessages } from '../i18n/partMessages';

const useStyles = makeStyles({
  page: { maxWidth: '48rem' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  go: { alignSelf: 'flex-start' },
});

const valueOf = (place: UsagePlace) => place.locationCode;

/** The guard service (spec customer-area 2): a usage place and a button that opens the provider's page. */
export function GuardServicePage({ subject }: ModulePageProps) {
  return (
    <WithMessages messages={guardMessages}>
      <GuardServiceContent key={subjectKey(subject)} subject={subject} />
    </WithMessages>
  );
}

function GuardServiceContent({ subject }: { subject: Subject }) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string) => intl.formatMessage({ id });
  const [places, setPlaces] = useState<CallState<UsagePlace[]>>(idleCall);
  const [chosen, setChosen] = useState<string | null>(null);
  const [building, setBuilding] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);
  // the link came but the browser refused the tab: the customer opens it from here
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const load = useCallback(async () => {
    setPlaces((previous) => pendingCall(previous));
    try {
      const data = await fetchGuardServicePlaces(subject);
      setPlaces(fulfilledCall(data));
      setChosen((current) => current ?? data[0]?.locationCode ?? null);
    } catch (failure) {
      setPlaces((previous) => rejectedCall(previous, toApiErrorData(failure)));
    }
  }, [subject]);
  useEffect(() => {
    void load();
  }, [load]);

  /**
   * The tab is opened in the click itself, while the browser still counts it as the user's action, and
   * pointed at the provider when the link has come: a window opened after the call would be blocked.
   */
  const go = async () => {
    if (!chosen || building) return;
    setError(null);
    setBlockedUrl(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBuilding(true);
    try {
      const { url } = await fetchGuardServiceLink(subject, chosen);
      if (tab) tab.location.href = url;
      else setBlockedUrl(url);
    } catch (failure) {
      tab?.close();
      setError(toApiErrorData(failure));
    } finally {
      setBuilding(false);
    }
  };

  const title = t('metering.guard.title');
  const list = places.data ?? [];
  return (
    <PageFrame title={title} className={styles.page}>
      {isFirstLoad(places) || places.status === 'idle' ? (
        <Spinner label={t('metering.guard.loading')} />
      ) : null}
      {places.status === 'rejected' ? (
        <ErrorAlert error={places.error} title={t('metering.guard.loadFailed')} onRetry={() => void load()} />
      ) : null}
      {places.status === 'fulfilled' && list.length === 0 ? (
        <NoUsagePlacesNotice text={t('metering.guard.noPlaces')} />
      ) : null}
      {list.length > 0 ? (
        <Card className={styles.card}>
          <Text>{t('metering.guard.intro')}</Text>
          <UsagePlacePicker
            label={t('metering.guard.place')}
            places={list}
            valueOf={valueOf}
            value={chosen}
            onChange={(value) => setChosen(value)}
          />
          <Button
            className={styles.go}
            appearance="primary"
            icon={building ? <Spinner size="tiny" /> : <OpenRegular />}
            disabledFocusable={building}
            disabled={!chosen}
            onClick={() => void go()}
          >
            {t(building ? 'metering.guard.building' : 'metering.guard.go')}
          </Button>
          {blockedUrl ? (
            <MessageBar intent="warning" role="alert">
              <MessageBarBody>
                {t('metering.guard.popupBlocked')}{' '}
                <Link href={blockedUrl} target="_blank" rel="noopener noreferrer">
                  {t('metering.guard.openLink')}
                </Link>
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <ErrorAlert error={error} title={t('metering.guard.failed')} />
        </Card>
      ) : null}
    </PageFrame>
  );
}
