import { Context } from 'svgcanvas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cspSafeText } from './exportChart';

/** jsdom has no DOMMatrix: the 2D affine part svgcanvas uses */
class Matrix2D {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
  constructor([a, b, c, d, e, f]: number[] = [1, 0, 0, 1, 0, 0]) {
    [this.a, this.b, this.c, this.d, this.e, this.f] = [a!, b!, c!, d!, e!, f!];
  }
  get isIdentity() {
    return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0;
  }
  multiply(m: Matrix2D) {
    return new Matrix2D([
      this.a * m.a + this.c * m.b,
      this.b * m.a + this.d * m.b,
      this.a * m.c + this.c * m.d,
      this.b * m.c + this.d * m.d,
      this.a * m.e + this.c * m.f + this.e,
      this.b * m.e + this.d * m.f + this.f,
    ]);
  }
}

describe('SVG export text under the CSP', () => {
  beforeEach(() => vi.stubGlobal('DOMMatrix', Matrix2D));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('draws text with its font and never writes a style attribute (the CSP refuses inline style)', () => {
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const svgContext = new Context({ width: 200, height: 100 });
    cspSafeText(svgContext as never);
    const ctx = svgContext as unknown as CanvasRenderingContext2D & typeof svgContext;
    ctx.font = "600 16px 'Segoe UI', sans-serif";
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#242424';
    ctx.fillText('Energia 2026', 10, 20);
    const svg = ctx.getSerializedSvg(true);
    expect(setAttribute.mock.calls.filter(([name]) => name === 'style')).toEqual([]);
    // svgcanvas names the xlink namespace twice: an XML parser refuses that, the HTML parser reads it
    const host = document.createElement('div');
    host.innerHTML = svg;
    const text = host.querySelector('text')!;
    expect(text.textContent).toBe('Energia 2026');
    expect(text.getAttribute('font-family')).toContain('Segoe UI');
    expect(text.getAttribute('font-size')).toBe('16px');
    expect(text.getAttribute('font-weight')).toBe('600');
    expect(text.getAttribute('text-anchor')).toBe('middle');
    expect(text.getAttribute('dominant-baseline')).toBe('central');
    expect(text.getAttribute('fill')).toBe('#242424');
    expect(text.hasAttribute('text-decoration')).toBe(false);
  });
});
