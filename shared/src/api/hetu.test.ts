import { describe, expect, it } from 'vitest';
import { checkHetu, isValidHetu } from './hetu';

describe('a social security number must pass Finnish ID validation (henkilötunnus)', () => {
  it('accepts the classic example and the test codes with the century signs of 2023', () => {
    for (const code of ['131052-308T', '010594Y9032', '010594Y9021', '020516C903K', '020502E902X'])
      expect(isValidHetu(code), code).toBe(true);
  });

  it('gives the birth date by the century sign: + 1800s, - and U-Y 1900s, A-F 2000s', () => {
    expect(checkHetu('131052-308T')).toEqual({ valid: true, birthDate: '1952-10-13', temporary: false });
    expect(checkHetu('010594Y9032')).toMatchObject({ birthDate: '1994-05-01', temporary: true });
    expect(checkHetu('020516C903K')).toMatchObject({ birthDate: '2016-05-02' });
    const plus = '131052+308T'; // same digits, so the same check character: the 1800s
    expect(checkHetu(plus)).toMatchObject({ valid: true, birthDate: '1852-10-13' });
  });

  it('keeps the separator: 100190-999P and 100190Y999P are two valid codes, not one normalised', () => {
    expect(isValidHetu('100190-999P')).toBe(true);
    expect(isValidHetu('100190Y999P')).toBe(true);
  });

  it('accepts births from 2030 on (an npm validator refuses them)', () => {
    // 010130A902: 010130902 mod 31 picks the check character
    const base = '010130902';
    const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(base) % 31];
    expect(isValidHetu(`010130A902${check}`)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(checkHetu('131052-308U')).toEqual({ valid: false, problem: 'checksum' });
  });

  it('refuses a day the calendar does not have (31 February), with the checksum right', () => {
    expect(checkHetu('310223A902M')).toEqual({ valid: false, problem: 'date' });
    expect(checkHetu('290223A9020').valid).toBe(false); // 2023 is no leap year
  });

  it('refuses the individual numbers 000 and 001', () => {
    for (const zzz of ['000', '001']) {
      const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(`131052${zzz}`) % 31];
      expect(checkHetu(`131052-${zzz}${check}`), zzz).toEqual({ valid: false, problem: 'individual_number' });
    }
  });

  it('refuses lower-case letters, spaces, other signs and other lengths', () => {
    for (const code of [
      '010594y9032',
      '131052-308t',
      ' 131052-308T',
      '131052-308T ',
      '131052G308T',
      '131052-308',
      '',
    ])
      expect(checkHetu(code), JSON.stringify(code)).toEqual({ valid: false, problem: 'format' });
  });
});
