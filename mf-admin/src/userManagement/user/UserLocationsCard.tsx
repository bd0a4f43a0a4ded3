import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import {
  canRemovePlace,
  isFirstLoad,
  ConfirmDialog,
  DataTable,
  ErrorAlert,
  locationKey,
  placeColumns,
  placeName,
  type DataColumn,
  type Subject,
  type UsagePlace,
} from '@portal/shared';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectUserEntry } from '../state/selectors';
import { usersActions } from '../state/usersSlice';
import { UserCard } from './UserCard';

/**
 * The user's locations (spec admin-and-calls sections 2 and 8): their usage places, those the user mapped
 * by hand removable after confirmation (the utility's own mappings stay); info when they have none.
 */
export function UserLocationsCard({ subject, name }: { subject: Subject; name: string }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { locations, locationRemoval } = useSelector((root: object) => selectUserEntry(root, subject));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.userLocations.${id}` }, values);
  const places = locations.data ?? [];

  const columns = useMemo<DataColumn<UsagePlace>[]>(
    () => [
      ...placeColumns(intl),
      {
        id: 'addedBy',
        header: intl.formatMessage({ id: 'admin.userLocations.column.addedBy' }),
        text: (place) =>
          intl.formatMessage({
            id: `admin.userLocations.addedBy.${place.mappedByUser ? 'user' : 'utility'}`,
          }),
      },
    ],
    [intl],
  );
  const chosen = places.filter((place) => canRemovePlace(place) && selected.has(locationKey(place)));

  // the removal answered: the confirmation closes and the selection clears
  if (confirming && locationRemoval.status === 'fulfilled') {
    setConfirming(false);
    setSelected(new Set());
  }

  return (
    <UserCard title={t('title')}>
      {isFirstLoad(locations) ? <Spinner size="small" label={t('loading')} /> : null}
      <ErrorAlert
        error={locations.error}
        title={t('loadFailed')}
        onRetry={() => dispatch(usersActions.locationsRequested({ subject }))}
      />
      {locationRemoval.data && !confirming ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('removed')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {locations.status === 'fulfilled' && places.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('none', { name })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {places.length > 0 ? (
        <DataTable
          rows={places}
          columns={columns}
          getRowId={locationKey}
          label={t('table', { name })}
          selection={{
            selected,
            onChange: (next) => {
              setSelected(next);
              if (locationRemoval.data) dispatch(usersActions.locationsRemoveReset({ subject }));
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
              disabled={chosen.length === 0 || locationRemoval.status === 'pending'}
              onClick={() => {
                dispatch(usersActions.locationsRemoveReset({ subject }));
                setConfirming(true);
              }}
            >
              {t('remove', { count: chosen.length })}
            </Button>
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('removeConfirm.title')}
        confirmLabel={t('removeConfirm.confirm')}
        busy={locationRemoval.status === 'pending'}
        error={
          locationRemoval.error ? (
            <ErrorAlert error={locationRemoval.error} title={t('removeFailed')} />
          ) : undefined
        }
        onConfirm={() =>
          dispatch(
            usersActions.locationsRemoveRequested({
              subject,
              items: chosen.map((place) => ({
                customerNumber: place.customerInformation.customerNumber,
                locationCode: place.locationCode,
              })),
            }),
          )
        }
        onCancel={() => {
          setConfirming(false);
          dispatch(usersActions.locationsRemoveReset({ subject }));
        }}
      >
        {t('removeConfirm.body', { count: chosen.length, name })}
      </ConfirmDialog>
    </UserCard>
  );
}
