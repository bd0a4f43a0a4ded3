import { describe, expect, it } from 'vitest';
import { locationNumbersIssue, parseLocationNumbers } from './locationNumbers';

describe('parseLocationNumbers', () => {
  it('takes one number a line, several on a line, and leaves blank lines and repeats out', () => {
    expect(parseLocationNumbers('1001\n\n  1002 1003\r\n1001\n')).toEqual({
      numbers: ['1001', '1002', '1003'],
      duplicates: 1,
      invalid: [],
    });
  });

  it("takes a CSV's first column: the search's own export with its header row", () => {
    const csv =
      'Usage place number;GSRN;Customer;Address\n"1001";"643001";"Virtanen, Matti";"Koulukatu 1"\n1002;;Aho;Tie 2\n';
    expect(parseLocationNumbers(csv)).toEqual({
      numbers: ['1001', '1002'],
      duplicates: 0,
      invalid: ['Usage place number;GSRN;Customer;Address'],
    });
    expect(parseLocationNumbers('1001,a\n1002\tb').numbers).toEqual(['1001', '1002']);
    // the export's byte order mark before a first row without a header
    expect(parseLocationNumbers('\uFEFF1001;x\r\n1002;y').numbers).toEqual(['1001', '1002']);
  });

  it('refuses what is no usage place number: too long, NUL, other characters', () => {
    const parsed = parseLocationNumbers(`${'1'.repeat(21)}\n12\u00003\nabc/1\n-12\nAB-12`);
    expect(parsed.numbers).toEqual(['AB-12']);
    expect(parsed.invalid).toHaveLength(4);
  });
});

describe('locationNumbersIssue', () => {
  it('needs at least one number and at most 200', () => {
    expect(locationNumbersIssue(parseLocationNumbers(' \n'))).toBe('empty');
    const many = Array.from({ length: 201 }, (_, i) => String(5000 + i)).join('\n');
    expect(locationNumbersIssue(parseLocationNumbers(many))).toBe('tooMany');
    const enough = Array.from({ length: 200 }, (_, i) => String(5000 + i)).join('\n');
    expect(locationNumbersIssue(parseLocationNumbers(enough))).toBeNull();
  });
});
