import type { Outage, PlacePower, PowerState } from '@portal/shared/api/outages';
import type { Database } from '../../plugins/database.js';
import type { Headend, HeadendMeter } from '../headend/headend.js';
import { areaContains } from './area.js';
import { currentOutages, userPlacesWithMeters, type UserPlace } from './repository.js';

/** a meter that has not answered in this time is 'unknown' rather than holding the customer's page */
export const VOLTAGE_READ_TIMEOUT_MS = 15_000;
/** a phase above this many volts is live */
const LIVE_VOLTS = 100;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });

async function powerStateOf(headend: Headend, meter: HeadendMeter): Promise<PowerState> {
  const known = await headend.check(meter).catch(() => null);
  if (!known?.reachable || known.state === null) return 'unknown';
  if (known.state !== 'connected') return 'switched_off';
  const readings = await withTimeout(headend.voltages(meter), VOLTAGE_READ_TIMEOUT_MS);
  const voltage = readings?.find((reading) => reading.symbol === 'U');
  if (!voltage) return 'unknown';
  return [voltage.L1, voltage.L2, voltage.L3].some((phase) => (phase.value ?? 0) > LIVE_VOLTS)
    ? 'on'
    : 'outage';
}

const outageOf = (place: UserPlace, outages: readonly Outage[]): Outage | null =>
  place.latitude === null || place.longitude === null
    ? null
    : (outages.find((outage) => areaContains(outage.area, place.longitude!, place.latitude!)) ?? null);

/**
 * "Is my power out?": each of the user's places, from its meter's switch state and its voltages (read from
 * the meter through the head-end, all places at once), with the current outage whose area holds it.
 */
export async function powerOfUserPlaces(
  db: Database,
  headend: Headend,
  instance: string,
  userId: number,
  now: Date,
): Promise<PlacePower[]> {
  const [places, outages] = await Promise.all([
    userPlacesWithMeters(db, instance, userId),
    currentOutages(db, instance, now),
  ]);
  return Promise.all(
    places.map(async (place): Promise<PlacePower> => {
      const state =
        place.meterId === null || place.meterNumber === null
          ? 'unknown'
          : await powerStateOf(headend, {
              id: place.meterId,
              instance,
              meterNumber: place.meterNumber,
              installDate: place.installDate,
            });
      const outage = outageOf(place, outages);
      return {
        locationCode: place.locationCode,
        address: place.address,
        state,
        outage: outage
          ? {
              id: outage.id,
              reference: outage.reference,
              status: outage.status,
              estimatedEndAt: outage.estimatedEndAt,
            }
          : null,
        checkedAt: now.toISOString(),
      };
    }),
  );
}
