import type { Chart } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { bucketsOf, ESTIMATE, intlEn, response, series, tariff } from './chartFixtures';
import { buildChartData } from './chartModel';
import { EXPORT_SIZE, exportConfig, framePlugin, type ExportRequest } from './exportChart';

const buckets = bucketsOf([2025, 2, 1], [2025, 2, 2], 'hour');
const answer = response(
  [
    series('electricityP', [
      tariff(
        'generic',
        buckets.map((_, i) => i),
        buckets.map((_, i) => (i === 2 ? ESTIMATE : 0)),
      ),
    ]),
  ],
  buckets,
);
const logo = { width: 220, height: 48 } as unknown as HTMLImageElement;
const request: ExportRequest = {
  model: buildChartData(answer, buckets, intlEn),
  response: answer,
  buckets,
  resolution: 'hour',
  intl: intlEn,
  range: { min: -0.5, max: 23.5 },
  title: 'Energy report chart: Home',
  fileName: 'demo1-energy-report-Home-2025-02-01-2025-02-01.png',
  logo,
  notes: ['Hatched bars are mostly estimated.', 'A cross marks a missing value.'],
};

/** A drawing context that records what the frame writes and draws. */
function recordingChart() {
  const texts: Array<{ text: string; x: number; y: number }> = [];
  const images: Array<{ image: unknown; x: number; y: number; w: number; h: number }> = [];
  const ctx = {
    save: vi.fn(),
    restore: vi.fn(),
    fillRect: vi.fn(),
    fillText: (text: string, x: number, y: number) => void texts.push({ text, x, y }),
    drawImage: (image: unknown, x: number, y: number, w: number, h: number) =>
      void images.push({ image, x, y, w, h }),
  };
  const chart = { ctx, width: EXPORT_SIZE.width, height: EXPORT_SIZE.height } as unknown as Chart<'bar'>;
  return { chart, texts, images };
}

describe('chart export composition', () => {
  it('the image has the title, the logo at the top right and the legend notes at the bottom', () => {
    const plugin = framePlugin({ title: request.title, font: 'Arial', logo, notes: request.notes! });
    const { chart, texts, images } = recordingChart();
    plugin.afterDraw!(chart, {} as never, {} as never);
    expect(texts.map((t) => t.text)).toEqual([request.title, ...request.notes!]);
    expect(images).toHaveLength(1);
    const [drawn] = images;
    expect(drawn!.image).toBe(logo);
    // kept in proportion, flush with the right margin
    expect(drawn!.w / drawn!.h).toBeCloseTo(220 / 48);
    expect(drawn!.x + drawn!.w).toBe(EXPORT_SIZE.width - 12);
    // the notes are the last lines, below everything else
    const notes = texts.slice(1);
    expect(notes.every((n) => n.y > EXPORT_SIZE.height - 40)).toBe(true);
  });

  it('without a logo (not loadable) the export still has its title and notes', () => {
    const plugin = framePlugin({ title: 'T', font: 'Arial', logo: null, notes: ['N'] });
    const { chart, texts, images } = recordingChart();
    plugin.afterDraw!(chart, {} as never, {} as never);
    expect(texts.map((t) => t.text)).toEqual(['T', 'N']);
    expect(images).toHaveLength(0);
  });

  it('the configuration shows the legend, leaves room for the title and the notes, and has no tooltip', () => {
    const config = exportConfig(request, 2);
    const plugins = config.options!.plugins!;
    expect(plugins.legend).toMatchObject({ display: true, position: 'bottom' });
    expect(plugins.tooltip).toMatchObject({ enabled: false });
    const padding = config.options!.layout!.padding as { top: number; bottom: number };
    expect(padding.top).toBeGreaterThanOrEqual(36);
    expect(padding.bottom).toBeGreaterThanOrEqual(2 * 18);
    expect(config.plugins!.map((p) => p.id)).toEqual(['energyExportFrame', 'energyStatusOutline']);
  });

  it('a PDF image without a title still keeps the logo band', () => {
    const config = exportConfig(request, 2, false);
    expect((config.options!.layout!.padding as { top: number }).top).toBeGreaterThanOrEqual(36);
  });
});
