import { mkdtempSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHetu } from '@portal/shared/api/hetu';
import { decryptSsn, encryptSsn, loadSsnKeys, sealSsn, ssnBlindIndex } from '../../src/auth/ssn.js';
import { DEMO_SSNS, temporarySsn } from '../../src/demo/staff.js';
import { TEST_SSN_KEYS } from '../helpers/index.js';

const OTHER_KEYS = { encryptionKey: Buffer.alloc(32, 7), indexKey: Buffer.alloc(32, 8) };

describe('SSN storage: AES-256-GCM and a keyed blind index', () => {
  it('decrypts what it encrypted; the stored text is base64url of iv, tag and ciphertext and holds no digit of the number', () => {
    const stored = encryptSsn(TEST_SSN_KEYS, 'demo1', '131052-308T');
    expect(stored).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(stored, 'base64url')).toHaveLength(12 + 16 + 11);
    expect(stored).not.toContain('131052');
    expect(decryptSsn(TEST_SSN_KEYS, 'demo1', stored)).toBe('131052-308T');
  });

  it('a random IV: the same number encrypts differently every time', () => {
    const first = encryptSsn(TEST_SSN_KEYS, 'demo1', '010594Y9032');
    const second = encryptSsn(TEST_SSN_KEYS, 'demo1', '010594Y9032');
    expect(first).not.toBe(second);
    expect(first.slice(0, 16)).not.toBe(second.slice(0, 16));
  });

  it('nothing decrypts under another key, another instance or after a changed byte', () => {
    const stored = encryptSsn(TEST_SSN_KEYS, 'demo1', '010594Y9032');
    expect(decryptSsn(OTHER_KEYS, 'demo1', stored)).toBeNull();
    expect(decryptSsn(TEST_SSN_KEYS, 'nivos', stored)).toBeNull();
    const bytes = Buffer.from(stored, 'base64url');
    bytes[20]! ^= 0x01;
    expect(decryptSsn(TEST_SSN_KEYS, 'demo1', bytes.toString('base64url'))).toBeNull();
    expect(decryptSsn(TEST_SSN_KEYS, 'demo1', 'short')).toBeNull();
  });

  it('the blind index is the same for the same number, instance and key, and differs otherwise', () => {
    const index = ssnBlindIndex(TEST_SSN_KEYS, 'demo1', '010594Y9032');
    expect(ssnBlindIndex(TEST_SSN_KEYS, 'demo1', '010594Y9032')).toBe(index);
    expect(ssnBlindIndex(TEST_SSN_KEYS, 'nivos', '010594Y9032')).not.toBe(index);
    expect(ssnBlindIndex(TEST_SSN_KEYS, 'demo1', '010594Y9021')).not.toBe(index);
    expect(ssnBlindIndex(OTHER_KEYS, 'demo1', '010594Y9032')).not.toBe(index);
    // the separator is part of the identity: 100190-999P and 100190Y999P are different people
    expect(ssnBlindIndex(TEST_SSN_KEYS, 'demo1', '100190-999P')).not.toBe(
      ssnBlindIndex(TEST_SSN_KEYS, 'demo1', '100190Y999P'),
    );
    expect(sealSsn(TEST_SSN_KEYS, 'demo1', '010594Y9032').blindIndex).toBe(index);
  });

  it('without keys in the environment, a key file is made once under DATA_DIR with mode 0600 and read again', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ssn-keys-')), 'data');
    const [first, second] = await Promise.all([
      loadSsnKeys({ ssnKeys: null, dataDir }),
      loadSsnKeys({ ssnKeys: null, dataDir }),
    ]);
    expect(first.encryptionKey.equals(second.encryptionKey)).toBe(true);
    expect(first.encryptionKey.equals(first.indexKey)).toBe(false);
    const file = path.join(dataDir, 'ssn-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadSsnKeys({ ssnKeys: null, dataDir });
    expect(again.indexKey.equals(first.indexKey)).toBe(true);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      encryptionKey: first.encryptionKey.toString('base64'),
      indexKey: first.indexKey.toString('base64'),
    });
  });

  it('keys of the environment win over the file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ssn-keys-'));
    expect(await loadSsnKeys({ ssnKeys: TEST_SSN_KEYS, dataDir })).toBe(TEST_SSN_KEYS);
  });
});

describe('demo SSNs', () => {
  it('the test codes of FACTS.md and the generated temporary codes pass the HETU check', () => {
    for (const code of DEMO_SSNS) expect(checkHetu(code).valid, code).toBe(true);
    for (const [birth, individual] of [
      [{ year: 1958, month: 3, day: 14 }, 900],
      [{ year: 2003, month: 11, day: 28 }, 999],
      [{ year: 1941, month: 12, day: 1 }, 951],
    ] as const) {
      const code = temporarySsn(birth, individual);
      expect(checkHetu(code), code).toMatchObject({ valid: true, temporary: true });
    }
  });
});
