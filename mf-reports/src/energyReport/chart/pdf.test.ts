import { describe, expect, it } from 'vitest';
import { jpegToPdf, pdfString, pdfTextString } from './pdf';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
// a stand-in for JPEG bytes: the writer copies them as they are
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('minimal PDF writer', () => {
  const pdf = latin1(
    jpegToPdf({ jpeg, width: 2400, height: 1200 }, 'Energiaraportti: Kotikatu 1 (ä) – 2025'),
  );

  it('is a PDF 1.4 file whose cross-reference table points at each object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = pdf.slice(startxref).split('\n').slice(3, 10);
    entries.forEach((entry, i) => {
      // each entry is 20 bytes with its end of line
      expect(entry.length).toBe(19);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(pdf).toContain('/Size 8 /Root 1 0 R /Info 7 0 R');
  });

  it('embeds the JPEG unchanged as a DCT image of its size, scaled into an A4 landscape page', () => {
    expect(pdf).toContain('/MediaBox [0 0 842 595]');
    expect(pdf).toContain(
      `/Width 2400 /Height 1200 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length}`,
    );
    expect(pdf).toContain(`stream\n${latin1(jpeg)}\nendstream`);
    // 770 pt wide (the page less margins) keeps the 2:1 aspect ratio
    expect(pdf).toMatch(/770\.00 0 0 385\.00 36\.00 \d+\.\d{2} cm/);
  });

  it('the content stream length matches its bytes', () => {
    const match = /4 0 obj\n<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
    const start = match.index + match[0].length;
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  });

  it('writes the title in WinAnsi for Helvetica, escaping what PDF strings need escaped', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('ä–€')).toBe('(\\344\\226\\200)');
    expect(pdfString('漢')).toBe('(?)');
    expect(pdf).toContain(`${pdfString('Energiaraportti: Kotikatu 1 (ä) – 2025')} Tj`);
  });

  it('the document title is UTF-16 so any character survives', () => {
    expect(pdfTextString('ä–')).toBe('<FEFF00E42013>');
    expect(pdf).toContain(`/Title ${pdfTextString('Energiaraportti: Kotikatu 1 (ä) – 2025')}`);
  });
});
