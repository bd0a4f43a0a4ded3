/**
 * The customer's disturbance map (issue 16 §4, `online/disturbance-map`): the utility's current outages and
 * whether the customer's own places have power. `GET /connector/v1/outages`, `GET /connector/v1/outages/mine`.
 */

export type OutageStatus = 'investigating' | 'repairing';

/** a GeoJSON polygon in WGS84 longitude/latitude: the outer ring first */
export interface OutageArea {
  type: 'Polygon';
  coordinates: number[][][];
}

export interface Outage {
  id: number;
  /** the utility's own reference, e.g. 'K-2026-1127-1' */
  reference: string;
  status: OutageStatus;
  /** free text in the utility's words, e.g. 'Puu linjalla' (a tree on the line) */
  cause: string | null;
  startedAt: string;
  /** the utility's estimate; null while unknown */
  estimatedEndAt: string | null;
  affectedCustomers: number;
  area: OutageArea;
}

/**
 * What the head-end says of a place now: `on` (voltage on the customer's side), `outage` (no voltage and
 * the meter connected: the grid is down), `switched_off` (the meter's breaker is open: the utility or the
 * customer disconnected it), `unknown` (no meter that answers).
 */
export type PowerState = 'on' | 'outage' | 'switched_off' | 'unknown';

export interface PlacePower {
  locationCode: string;
  address: string;
  state: PowerState;
  /** the current outage whose area holds the place, when there is one */
  outage: Pick<Outage, 'id' | 'reference' | 'status' | 'estimatedEndAt'> | null;
  checkedAt: string;
}
