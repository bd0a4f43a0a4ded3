import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 but for a few codes; the euro sign (0x80) is the one an invoice needs. (Node's
// TextDecoder without full ICU reads windows-1252 as Latin-1.)
const decode = (hex: string): string =>
  Buffer.from(hex, 'hex')
    .toString('latin1')
    .replace(/\u0080/g, '€');

/**
 * The text a PDF shows, read the way a viewer's search would: every content stream (inflated when
 * FlateDecode), each text-showing operator's hex strings (pdfkit writes `[<..> kern <..>] TJ`) decoded as
 * WinAnsi, one line per operator, non-breaking spaces as spaces.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let data = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(match[1]!)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString('latin1');
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      out.push(hexes.map(decode).join(''));
    }
    streams.lastIndex = end;
  }
  return out.join('\n').replace(/\u00a0/g, ' ');
}
