import type { JSX } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  AddLocationsForm,
  canRemovePlace,
  ConfirmDialog,
  DataTable,
  ErrorAlert,
  locationKey,
  notifyUsagePlacesChanged,
  placeColumns,
  placeName,
  removeLocations,
  usePortal,
  type DataColumn,
  type UsagePlace,
} from '@portal/shared';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { mayAddLocations } from './access';
import { useUserLocations } from './useUserLocations';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** The account page's locations panel (spec customer-area 2, 5, 6): the user's places, adding and removing. */
export function LocationsTab(): JSX.Element {
  const intl = useIntl();
  const styles = useStyles();
  const { instance, user } = usePortal();
  const { places, loading, error, reload } = useUserLocations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const [removed, setRemoved] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shell.locations.${id}` }, values);

  const changed = () => {
    reload();
    notifyUsagePlacesChanged();
  };

  const columns = useMemo<DataColumn<UsagePlace>[]>(
    () => [
      ...placeColumns(intl),
      {
        id: 'addedBy',
        header: intl.formatMessage({ id: 'shell.locations.column.addedBy' }),
        text: (place) =>
          intl.formatMessage({ id: `shell.locations.addedBy.${place.mappedByUser ? 'user' : 'utility'}` }),
      },
    ],
    [intl],
  );

  const chosen = places.filter((place) => canRemovePlace(place) && selected.has(locationKey(place)));

  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await removeLocations(
        chosen.map((place) => ({
          customerNumber: place.customerInformation.customerNumber,
          locationCode: place.locationCode,
        })),
      );
      setSelected(new Set());
      setConfirming(false);
      setRemoved(true);
      changed();
    } catch (failure) {
      setRemoveError(failure);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className={styles.tab}>
      <section className={styles.section} aria-labelledby="locations-heading">
        <Title2 as="h2" id="locations-heading">
          {t('heading')}
        </Title2>
        <Text>{t('description')}</Text>
        {loading && places.length === 0 ? <Spinner label={t('loading')} /> : null}
        <ErrorAlert error={error} title={t('loadFailed')} onRetry={reload} />
        {removed ? (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('removed')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!loading && !error && places.length === 0 ? <Text role="status">{t('none')}</Text> : null}
        {places.length > 0 ? (
          <DataTable
            rows={places}
            columns={columns}
            getRowId={locationKey}
            label={t('table')}
            selection={{
              selected,
              onChange: (next) => {
                setSelected(next);
                setRemoved(false);
              },
              canSelect: canRemovePlace,
              rowLabel: (place) =>
                canRemovePlace(place)
                  ? intl.formatMessage({ id: 'common.locations.select' }, { name: placeName(place) })
                  : `${intl.formatMessage({ id: 'common.locations.select' }, { name: placeName(place) })}. ${t('notSelectable')}`,
            }}
            toolbarActions={
              <Button
                icon={<DeleteRegular />}
                disabled={chosen.length === 0 || removing}
                onClick={() => setConfirming(true)}
              >
                {t('remove', { count: chosen.length })}
              </Button>
            }
          />
        ) : null}
      </section>
      {mayAddLocations(instance, user) ? (
        <section className={styles.section} aria-labelledby="add-locations-heading">
          <Title3 as="h3" id="add-locations-heading">
            {t('add.heading')}
          </Title3>
          <Text>{t('add.description')}</Text>
          <AddLocationsForm present={places} onChanged={changed} />
        </section>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('add.notAllowed')}</MessageBarBody>
        </MessageBar>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('removeConfirm.title')}
        confirmLabel={t('removeConfirm.confirm')}
        busy={removing}
        error={removeError ? <ErrorAlert error={removeError} title={t('removeFailed')} /> : undefined}
        onConfirm={() => void remove()}
        onCancel={() => {
          setConfirming(false);
          setRemoveError(null);
        }}
      >
        {t('removeConfirm.body', { count: chosen.length })}
      </ConfirmDialog>
    </div>
  );
}
