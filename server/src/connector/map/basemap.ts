import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/**
 * The offline basemap (issue 16 §4): the countries around Finland from Natural Earth's 1:10m data (public
 * domain; the `world-atlas` package ships it as TopoJSON), clipped to the region and rounded to about 10 m,
 * so the demo and the tests draw a real map with no network. A production instance points its layers at the
 * National Land Survey's WMTS instead (docs/maps.md).
 */
export const BASEMAP_BBOX = { west: 4, south: 53, east: 42, north: 72 } as const;
const COUNTRIES = new Set([
  'Finland',
  'Sweden',
  'Norway',
  'Estonia',
  'Russia',
  'Latvia',
  'Denmark',
  'Lithuania',
]);

type Ring = Position[];

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Sutherland-Hodgman against one edge of the box; the ring stays closed. */
function clipEdge(
  ring: Ring,
  inside: (p: Position) => boolean,
  cut: (a: Position, b: Position) => Position,
): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    if (inside(b)) {
      if (!inside(a)) out.push(cut(a, b));
      out.push(b);
    } else if (inside(a)) out.push(cut(a, b));
  }
  if (out.length > 0) out.push(out[0]!);
  return out;
}

const atX =
  (x: number) =>
  (a: Position, b: Position): Position => [x, a[1]! + ((b[1]! - a[1]!) * (x - a[0]!)) / (b[0]! - a[0]!)];
const atY =
  (y: number) =>
  (a: Position, b: Position): Position => [a[0]! + ((b[0]! - a[0]!) * (y - a[1]!)) / (b[1]! - a[1]!), y];

export function clipRing(ring: Ring): Ring {
  const { west, south, east, north } = BASEMAP_BBOX;
  let out = clipEdge(ring, (p) => p[0]! >= west, atX(west));
  if (out.length) out = clipEdge(out, (p) => p[0]! <= east, atX(east));
  if (out.length) out = clipEdge(out, (p) => p[1]! >= south, atY(south));
  if (out.length) out = clipEdge(out, (p) => p[1]! <= north, atY(north));
  const rounded = out.map(([x, y]) => [Math.round(x! * 1e4) / 1e4, Math.round(y! * 1e4) / 1e4]);
  // drop consecutive duplicates the rounding made
  return rounded.filter((p, i) => i === 0 || p[0] !== rounded[i - 1]![0] || p[1] !== rounded[i - 1]![1]);
}

function clipPolygons(geometry: Polygon | MultiPolygon): MultiPolygon | null {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const clipped = polygons
    .map((rings) => rings.map(clipRing).filter((ring) => ring.length >= 4))
    .filter((rings) => rings.length > 0);
  return clipped.length > 0 ? { type: 'MultiPolygon', coordinates: clipped } : null;
}

export type BasemapEncoding = 'br' | 'gzip';

export interface Basemap {
  body: string;
  etag: string;
  /** the body compressed once at the strongest settings, as each finishes (until then, per answer) */
  encoded: Partial<Record<BasemapEncoding, Buffer>>;
  /** settles when both are there */
  encodedReady: Promise<void>;
}

/**
 * The 490 KB GeoJSON compressed per answer was 150 KB (brotli at @fastify/compress's quality 4, 35 ms a time);
 * brotli 11 makes 97 KB but takes 1.6 s, so it runs once, off the event loop, after the first load.
 */
function encodeOnce(body: string): Pick<Basemap, 'encoded' | 'encodedReady'> {
  const encoded: Basemap['encoded'] = {};
  const input = Buffer.from(body);
  const encodedReady = Promise.all([
    brotliCompress(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }).then((out) => (encoded.br = out)),
    gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }).then((out) => (encoded.gzip = out)),
  ]).then(() => undefined);
  // a failure leaves the answer to the per-answer compression
  encodedReady.catch(() => undefined);
  return { encoded, encodedReady };
}

/** The stronger precompressed body the request accepts, if one is ready (q=0 refuses a coding). */
export function acceptedEncoding(
  basemap: Basemap,
  acceptEncoding: string | undefined,
): BasemapEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([coding]) => coding),
  );
  for (const coding of ['br', 'gzip'] as const)
    if (accepted.has(coding) && basemap.encoded[coding]) return coding;
  return null;
}

let cached: Promise<Basemap> | undefined;

export function loadBasemap(): Promise<Basemap> {
  cached ??= (async () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('world-atlas/countries-10m.json');
    const topology = JSON.parse(await readFile(path, 'utf8')) as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection<
      Polygon | MultiPolygon,
      { name: string }
    >;
    const features: Feature<MultiPolygon, { name: string }>[] = [];
    for (const country of countries.features) {
      if (!COUNTRIES.has(country.properties.name)) continue;
      const geometry = clipPolygons(country.geometry);
      if (geometry)
        features.push({ type: 'Feature', properties: { name: country.properties.name }, geometry });
    }
    const body = JSON.stringify({ type: 'FeatureCollection', features });
    return {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      ...encodeOnce(body),
    };
  })();
  return cached;
}
