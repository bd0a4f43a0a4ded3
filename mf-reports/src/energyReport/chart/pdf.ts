/**
 * A minimal PDF 1.4 writer: one A4 landscape page with a title line and a JPEG image (DCTDecode, so the
 * JPEG bytes go in as they are). Enough for the chart export without a 300 KB PDF library.
 */

const A4_LANDSCAPE = { width: 842, height: 595 };
const MARGIN = 36;
const TITLE_SIZE = 14;

/** WinAnsi (cp1252) bytes of the characters outside Latin-1 that Finnish and English text uses. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
};

/** A PDF string literal in WinAnsi for the standard Helvetica font; unknown characters become '?'. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const byte = WIN_ANSI_EXTRA[char] ?? (code < 0x100 && (code >= 0x20 || code === 0x09) ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A text string outside page content (the document title): UTF-16BE with a byte order mark, in hex. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

export interface PdfImage {
  /** the JPEG file's bytes */
  jpeg: Uint8Array;
  width: number;
  height: number;
}

const ascii = (text: string): Uint8Array => {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
};

/** The bytes of a PDF showing `title` above the image, scaled to fit the page keeping its aspect ratio. */
export function jpegToPdf(image: PdfImage, title: string): Uint8Array {
  const page = A4_LANDSCAPE;
  const boxWidth = page.width - 2 * MARGIN;
  const boxHeight = page.height - 2 * MARGIN - TITLE_SIZE * 2;
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  const drawWidth = image.width * scale;
  const drawHeight = image.height * scale;
  const x = MARGIN + (boxWidth - drawWidth) / 2;
  const y = MARGIN + (boxHeight - drawHeight);
  const fixed = (n: number) => n.toFixed(2);
  const content = [
    'BT',
    `/F1 ${TITLE_SIZE} Tf`,
    `${MARGIN} ${page.height - MARGIN - TITLE_SIZE} Td`,
    `${pdfString(title)} Tj`,
    'ET',
    'q',
    `${fixed(drawWidth)} 0 0 ${fixed(drawHeight)} ${fixed(x)} ${fixed(y)} cm`,
    '/Im0 Do',
    'Q',
  ].join('\n');

  const objects: Uint8Array[][] = [
    [ascii('<< /Type /Catalog /Pages 2 0 R >>')],
    [ascii('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')],
    [
      ascii(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
          '/Resources << /Font << /F1 6 0 R >> /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
      ),
    ],
    [ascii(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)],
    [
      ascii(
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
          `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>\nstream\n`,
      ),
      image.jpeg,
      ascii('\nendstream'),
    ],
    [ascii('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')],
    [ascii(`<< /Title ${pdfTextString(title)} >>`)],
  ];

  const chunks: Uint8Array[] = [ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(length);
    const body = [ascii(`${i + 1} 0 obj\n`), ...parts, ascii('\nendobj\n')];
    for (const part of body) {
      chunks.push(part);
      length += part.length;
    }
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  chunks.push(ascii(xref));

  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
