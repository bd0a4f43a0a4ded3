import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  isCommonPassword,
  newPasswordRuleBroken,
  verifyPassword,
} from '../../src/auth/password.js';

describe('password hashing (scrypt N=2^15, r=8, p=1, 64-byte key)', () => {
  it('stores a versioned hash with its parameters and a random salt', async () => {
    const first = await hashPassword('Demo-pass-2026');
    const second = await hashPassword('Demo-pass-2026');
    expect(first).toMatch(/^scrypt\$v1\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const hash = await hashPassword('Demo-pass-2026');
    expect(await verifyPassword('Demo-pass-2026', hash)).toBe(true);
    expect(await verifyPassword('demo-pass-2026', hash)).toBe(false);
    expect(await verifyPassword('Demo-pass-2026', 'md5$abc')).toBe(false);
  });
});

describe('password rule: at least 8 characters with digits, upper and lower case', () => {
  it.each([
    ['Abcdef1', 'min_length'],
    ['abcdefg1', 'upper_case_required'],
    ['ABCDEFG1', 'lower_case_required'],
    ['Abcdefgh', 'digit_required'],
    ['Äbcdefg1', null],
    ['Demo-pass-2026', null],
  ])('%s -> %s', (password, broken) => {
    expect(newPasswordRuleBroken(password)).toBe(broken);
  });
});

describe('beyond the spec: not a common password, not containing the username, at most 128 characters (OWASP ASVS V6.2)', () => {
  it('the list holds the 10,000 most common passwords and is compared without case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('Demo-pass-2026')).toBe(false);
  });

  it.each([
    ['Password1', 'common_password'],
    ['Qwerty123', 'common_password'],
    ['Iloveyou1', 'common_password'],
    ['Customer1', 'contains_username'],
    ['My-Customer1-pw', 'contains_username'],
    [`A1${'b'.repeat(126)}`, null],
    [`A1${'b'.repeat(127)}`, 'max_length'],
    [`Aa1-${'x'.repeat(60)}`, null],
  ])('%s -> %s', (password, broken) => {
    expect(newPasswordRuleBroken(password, { username: 'customer1' })).toBe(broken);
  });
});
