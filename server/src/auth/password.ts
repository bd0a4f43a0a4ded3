import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec: at least 8 characters with digits, upper and lower case. */
export function passwordRuleBroken(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'min_length';
  if (password.length > PASSWORD_MAX_LENGTH) return 'max_length';
  if (!/\d/.test(password)) return 'digit_required';
  if (!/\p{Lu}/u.test(password)) return 'upper_case_required';
  if (!/\p{Ll}/u.test(password)) return 'lower_case_required';
  return null;
}
