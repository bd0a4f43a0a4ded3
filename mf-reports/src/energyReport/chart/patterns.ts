/**
 * Canvas fill patterns that mark a bar's status by texture, not colour: diagonal hatch for estimates,
 * cross-hatch for partially missing buckets and dots for the comparison year. Created per drawing
 * context, because a pattern of the screen canvas cannot be used by the off-screen SVG context.
 */
export type PatternKind = 'hatch' | 'cross' | 'dots';

const TILE = 8;
const cache = new WeakMap<object, Map<string, CanvasPattern | string>>();

function drawTile(tile: CanvasRenderingContext2D, kind: PatternKind, fill: string, ink: string): void {
  tile.fillStyle = fill;
  tile.fillRect(0, 0, TILE, TILE);
  tile.strokeStyle = ink;
  tile.fillStyle = ink;
  tile.lineWidth = 2;
  if (kind === 'dots') {
    tile.beginPath();
    tile.arc(TILE / 2, TILE / 2, 1.5, 0, Math.PI * 2);
    tile.fill();
    return;
  }
  tile.beginPath();
  // the corner strokes continue the diagonal across tile edges so the hatch has no breaks
  tile.moveTo(0, TILE);
  tile.lineTo(TILE, 0);
  tile.moveTo(-2, 2);
  tile.lineTo(2, -2);
  tile.moveTo(TILE - 2, TILE + 2);
  tile.lineTo(TILE + 2, TILE - 2);
  if (kind === 'cross') {
    tile.moveTo(0, 0);
    tile.lineTo(TILE, TILE);
  }
  tile.stroke();
}

/**
 * A repeating pattern for `ctx`, or `fill` itself when the context cannot make one (no canvas support,
 * e.g. jsdom): the tooltip and the legend note still name the status then.
 */
export function statusPattern(
  ctx: Pick<CanvasRenderingContext2D, 'createPattern'>,
  kind: PatternKind,
  fill: string,
  ink: string,
): CanvasPattern | string {
  let byKey = cache.get(ctx);
  if (!byKey) cache.set(ctx, (byKey = new Map()));
  const key = `${kind}|${fill}|${ink}`;
  const known = byKey.get(key);
  if (known) return known;
  let pattern: CanvasPattern | string = fill;
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = TILE;
    canvas.height = TILE;
    let tile: CanvasRenderingContext2D | null = null;
    try {
      tile = canvas.getContext('2d');
    } catch {
      tile = null;
    }
    if (tile) {
      drawTile(tile, kind, fill, ink);
      pattern = ctx.createPattern(canvas, 'repeat') ?? fill;
    }
  }
  byKey.set(key, pattern);
  return pattern;
}
