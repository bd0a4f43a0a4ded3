/** RFC 6901: '~' and '/' inside a key are escaped so the pointer names exactly one field. */
export const pointerOf = (...segments: Array<string | number>): string =>
  segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
