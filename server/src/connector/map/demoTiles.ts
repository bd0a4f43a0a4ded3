/**
 * Demo overlay tiles (docs/maps.md): the demo and the tests run with no network, so the aerial photo and the
 * property layers of the demo instances are drawn here, as SVG, from the tile's coordinates alone: the same
 * tile is the same picture on every replica. Each tile says it is generated; a production instance points
 * these layers at the National Land Survey's WMTS.
 */
export const DEMO_LAYERS = ['aerial', 'propertyDivision', 'propertyIdentifiers'] as const;
export type DemoLayer = (typeof DEMO_LAYERS)[number];

/** a small deterministic hash of the tile and a cell, 0 <= value < 1 */
function noise(z: number, x: number, y: number, i: number): number {
  let h = (z * 374761393 + x * 668265263 + y * 2147483647 + i * 1274126177) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const CELLS = 4;
const SIZE = 256;

export function demoTile(layer: DemoLayer, z: number, x: number, y: number): string {
  const cell = SIZE / CELLS;
  const parts: string[] = [];
  for (let row = 0; row < CELLS; row++)
    for (let col = 0; col < CELLS; col++) {
      const i = row * CELLS + col;
      const left = col * cell;
      const top = row * cell;
      if (layer === 'aerial') {
        const n = noise(z, x, y, i);
        const colour =
          n < 0.2 ? '#5d7a4a' : n < 0.45 ? '#7c9a5c' : n < 0.7 ? '#a39b72' : n < 0.85 ? '#6b8f71' : '#8c8c84';
        parts.push(`<rect x="${left}" y="${top}" width="${cell}" height="${cell}" fill="${colour}"/>`);
      } else if (layer === 'propertyDivision') {
        parts.push(
          `<rect x="${left + 1}" y="${top + 1}" width="${cell - 2}" height="${cell - 2}" fill="none" stroke="#c0392b" stroke-width="1.5"/>`,
        );
      } else {
        const id = `${100 + Math.floor(noise(z, x, y, i) * 899)}-${400 + ((x + col) % 99)}-${1 + ((y + row) % 40)}-${1 + (i % 9)}`;
        parts.push(
          `<text x="${left + cell / 2}" y="${top + cell / 2}" font-size="9" font-family="sans-serif" text-anchor="middle" fill="#7b241c">${id}</text>`,
        );
      }
    }
  const mark =
    layer === 'aerial'
      ? `<text x="6" y="${SIZE - 6}" font-size="10" font-family="sans-serif" fill="#ffffff" opacity="0.8">demo</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${parts.join('')}${mark}</svg>`;
}
