/**
 * Chart export to PNG, PDF and SVG (loaded on click). Each renders the chart again off-screen at a fixed
 * size with the light theme, a white background, a title line with the utility's logo, the legend and
 * the notes on estimates and gaps, showing the range the user is looking at: the file looks the same
 * whatever the screen, zoom of the page or dark theme.
 */
import { BasicPlatform, Chart, type ChartConfiguration, type ChartOptions, type Plugin } from 'chart.js';
import { buildChartOptions, statusOutlinePlugin, type OptionsInput } from './chartOptions';
import { LIGHT_THEME } from './chartTheme';
import { jpegToPdf } from './pdf';

export type ExportKind = 'png' | 'pdf' | 'svg';

export interface ExportRequest extends Pick<
  OptionsInput,
  'model' | 'response' | 'buckets' | 'resolution' | 'intl'
> {
  /** the x range in view */
  range: { min: number; max: number };
  title: string;
  fileName: string;
  /** the utility's logo, drawn at the top right; null when it could not be loaded */
  logo?: (CanvasImageSource & { width: number; height: number }) | null;
  /** the legend's notes on the marks the chart shows (hatching, markers, gaps), one line each */
  notes?: readonly string[];
}

export const EXPORT_SIZE = { width: 1200, height: 600 };
const TITLE_HEIGHT = 40;
const LOGO_HEIGHT = 28;
const NOTE_LINE = 18;
const BACKGROUND = '#FFFFFF';

export interface Frame {
  title: string;
  font: string;
  logo: ExportRequest['logo'];
  notes: readonly string[];
}

/**
 * White background under everything; the title and the logo above the plot and the notes below the
 * legend, on a canvas or an SVG context.
 */
export const framePlugin = ({ title, font, logo, notes }: Frame): Plugin<'bar'> => ({
  id: 'energyExportFrame',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = BACKGROUND;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
  afterDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = '#242424';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    if (title) {
      ctx.font = `600 16px ${font}`;
      ctx.fillText(title, 12, TITLE_HEIGHT / 2);
    }
    if (logo && logo.height > 0) {
      const logoWidth = (logo.width / logo.height) * LOGO_HEIGHT;
      ctx.drawImage(logo, width - 12 - logoWidth, (TITLE_HEIGHT - LOGO_HEIGHT) / 2, logoWidth, LOGO_HEIGHT);
    }
    ctx.font = `12px ${font}`;
    ctx.fillStyle = '#424242';
    notes.forEach((note, i) => {
      ctx.fillText(note, 12, height - (notes.length - i) * NOTE_LINE + NOTE_LINE / 2 - 2);
    });
    ctx.restore();
  },
});

/** The chart configuration for an off-screen render: no interaction, no animation, fixed size. */
export function exportConfig(
  request: ExportRequest,
  pixelRatio: number,
  withTitle = true,
): ChartConfiguration<'bar'> {
  const { model, range, title } = request;
  const notes = request.notes ?? [];
  const logo = request.logo ?? null;
  const options = buildChartOptions({ ...request, theme: LIGHT_THEME, cursor: { bucket: null } });
  return {
    type: 'bar',
    data: {
      // copies, so the screen chart's decimation state does not leak in; a `segment` option makes
      // chart.js draw lines point by point instead of through Path2D, which an SVG context cannot replay
      datasets: model.datasets.map((d) =>
        d.type === 'line' ? { ...d, segment: {} } : { ...d },
      ) as unknown as ChartConfiguration<'bar'>['data']['datasets'],
    },
    options: {
      ...(options as ChartOptions<'bar'>),
      responsive: false,
      animation: false,
      devicePixelRatio: pixelRatio,
      events: [],
      layout: {
        padding: {
          top: withTitle || logo ? TITLE_HEIGHT : 8,
          right: 8,
          left: 8,
          bottom: 4 + notes.length * NOTE_LINE,
        },
      },
      scales: {
        ...options.scales,
        x: { ...(options.scales?.x as object), min: range.min, max: range.max },
      } as ChartOptions<'bar'>['scales'],
      plugins: {
        ...(options.plugins as ChartOptions<'bar'>['plugins']),
        // the legend names every series in the file too
        legend: { ...options.plugins?.legend, display: true } as never,
        tooltip: { enabled: false },
        // the zoom plugin binds pointer listeners to its canvas: nothing to bind to off-screen
        zoom: false as never,
      },
    },
    plugins: [
      framePlugin({ title: withTitle ? title : '', font: LIGHT_THEME.font, logo, notes }),
      statusOutlinePlugin,
    ],
  };
}

const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`no ${type} from canvas`))),
      type,
      quality,
    ),
  );

/** Draws the chart on a detached canvas and encodes it; the chart is destroyed only after (that clears it). */
async function renderImage(request: ExportRequest, type: string, quality?: number, withTitle = true) {
  const canvas = document.createElement('canvas');
  canvas.width = EXPORT_SIZE.width;
  canvas.height = EXPORT_SIZE.height;
  const chart = new Chart(canvas, { ...exportConfig(request, 2, withTitle), platform: BasicPlatform });
  try {
    return { blob: await canvasBlob(canvas, type, quality), width: canvas.width, height: canvas.height };
  } finally {
    chart.destroy();
  }
}

export async function renderPng(request: ExportRequest): Promise<Blob> {
  return (await renderImage(request, 'image/png')).blob;
}

export async function renderPdf(request: ExportRequest): Promise<Blob> {
  // the PDF writes the title as text above the image
  const { blob, width, height } = await renderImage(request, 'image/jpeg', 0.92, false);
  const jpeg = new Uint8Array(await blob.arrayBuffer());
  return new Blob([jpegToPdf({ jpeg, width, height }, request.title) as BlobPart], {
    type: 'application/pdf',
  });
}

/** The parts of svgcanvas's context its text drawing uses (its private helpers). */
interface SvgTextContext {
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  __fontUnderline?: string;
  __fontHref?: string;
  __currentElement: Element;
  __createElement(name: string, properties?: Record<string, unknown>, resetFill?: boolean): Element;
  __closestGroupOrSvg(): Element;
  __applyTransformation(element: Element): void;
  __applyStyleToCurrentElement(action: string): void;
  __applyText(text: string, x: number, y: number, action: string): void;
}

const TEXT_ANCHOR: Record<string, string> = { left: 'start', right: 'end', center: 'middle', end: 'end' };
const DOMINANT_BASELINE: Record<string, string> = {
  hanging: 'hanging',
  top: 'text-before-edge',
  bottom: 'text-after-edge',
  middle: 'central',
};

/**
 * svgcanvas reads the canvas font by writing it into a span's `style` attribute, which the page's CSP
 * (no inline style, docs/security.md) refuses: a violation for every text and empty font attributes in the
 * file. This does what its `__applyText` does, with the font set through the CSSOM (`style.font`), which
 * the CSP allows.
 */
export function cspSafeText(ctx: SvgTextContext, doc: Document = document): void {
  ctx.__applyText = function applyText(this: SvgTextContext, text, x, y, action) {
    const probe = doc.createElement('span');
    probe.style.font = this.font;
    const parent = this.__closestGroupOrSvg();
    let element = this.__createElement(
      'text',
      {
        'font-family': probe.style.fontFamily,
        'font-size': probe.style.fontSize,
        'font-style': probe.style.fontStyle,
        'font-weight': probe.style.fontWeight,
        ...(this.__fontUnderline ? { 'text-decoration': this.__fontUnderline } : {}),
        x,
        y,
        'text-anchor': TEXT_ANCHOR[this.textAlign] ?? 'start',
        'dominant-baseline': DOMINANT_BASELINE[this.textBaseline] ?? 'alphabetic',
      },
      true,
    );
    element.appendChild(element.ownerDocument.createTextNode(text));
    this.__currentElement = element;
    this.__applyTransformation(element);
    this.__applyStyleToCurrentElement(action);
    if (this.__fontHref) {
      const link = this.__createElement('a');
      link.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', this.__fontHref);
      link.appendChild(element);
      element = link;
    }
    parent.appendChild(element);
  };
}

export async function renderSvg(request: ExportRequest): Promise<Blob> {
  const { Context } = await import('svgcanvas');
  const ctx = new Context({ width: EXPORT_SIZE.width, height: EXPORT_SIZE.height });
  cspSafeText(ctx as unknown as SvgTextContext);
  // chart.js's basic platform asks its "canvas" for the context; the SVG context is its own canvas
  Object.assign(ctx, { getContext: () => ctx });
  const chart = new Chart(ctx as unknown as CanvasRenderingContext2D, {
    ...exportConfig(request, 1),
    platform: BasicPlatform,
  });
  try {
    return new Blob([ctx.getSerializedSvg(true)], { type: 'image/svg+xml' });
  } finally {
    chart.destroy();
  }
}

const RENDER: Record<ExportKind, (request: ExportRequest) => Promise<Blob>> = {
  png: renderPng,
  pdf: renderPdf,
  svg: renderSvg,
};

/** Saves the blob under the file name through an object URL and an <a download>. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has taken the file once click() returns; revoke a moment later for older engines
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The logo as an image ready to draw; null when it cannot be loaded (the export goes on without it). */
export async function loadLogo(url: string | null): Promise<HTMLImageElement | null> {
  if (!url) return null;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

export async function exportChart(
  kind: ExportKind,
  request: ExportRequest,
  logoUrl: string | null = null,
): Promise<void> {
  const logo = request.logo ?? (await loadLogo(logoUrl));
  download(await RENDER[kind]({ ...request, logo }), request.fileName);
}
