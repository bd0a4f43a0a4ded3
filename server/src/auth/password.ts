import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { passwordRuleBroken as sharedRuleBroken, type AccountRule } from '@portal/shared/api/accountRules';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Current parameters (OWASP: scrypt N=2^15, r=8, p=1). The version lets us raise them later. */
const PARAMS = { version: 'v1', N: 2 ** 15, r: 8, p: 1, keyLength: 64 } as const;
// scrypt needs 128 * N * r bytes; node's default ceiling (32 MiB) is exactly that, so give room
const MAX_MEMORY = 64 * 1024 * 1024;

/** `scrypt$v1$<N>$<r>$<p>$<salt base64url>$<key base64url>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS.keyLength, {
    N: PARAMS.N,
    r: PARAMS.r,
    p: PARAMS.p,
    maxmem: MAX_MEMORY,
  });
  return [
    'scrypt',
    PARAMS.version,
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, version, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || version !== 'v1' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs (no user enumeration by timing). */
let dummyHash: Promise<string> | null = null;
export const getDummyHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** The 10,000 most common passwords, lower case (data/common-passwords.README.md); read on first use. */
let commonPasswords: Set<string> | null = null;
const commonPasswordList = (): Set<string> =>
  (commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ));

export const COMMON_PASSWORDS_FILE = fileURLToPath(
  new URL('../../data/common-passwords.txt', import.meta.url),
);

/** Whether a password is one of the 10,000 most common, whatever its case ('Password1' is 'password1'). */
export const isCommonPassword = (password: string): boolean =>
  commonPasswordList().has(password.toLowerCase());

/**
 * The first broken rule of a new (trimmed) password: the spec's (at least 8 characters with digits, upper
 * and lower case) and beyond it at most 128 characters, not the username, not a common password.
 */
export function newPasswordRuleBroken(
  password: string,
  options: { username?: string } = {},
): AccountRule | null {
  return sharedRuleBroken(password, options) ?? (isCommonPassword(password) ? 'common_password' : null);
}
