// svgcanvas ships no types: the part the chart export uses
declare module 'svgcanvas' {
  export class Context {
    constructor(options: { width: number; height: number; document?: Document });
    width: number;
    height: number;
    canvas: Context;
    getSerializedSvg(fixNamedEntities?: boolean): string;
  }
}
