import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as password from '../../src/auth/password.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { requestToken } from '../helpers/requests.js';

// the real check, counted: whether an unknown name pays for a hash check is a fact about calls, not timing
vi.mock('../../src/auth/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('an unknown username costs a password check like a known one', () => {
  it('one hash check for an unknown name, against the dummy hash; one for a known name with a wrong password', async () => {
    const verify = vi.mocked(password.verifyPassword);
    const dummy = await password.getDummyHash();
    verify.mockClear();
    const unknown = await requestToken(t.app, {
      username: 'ghost-1',
      password: 'Wrong-pass-1',
      instance: 'nivos',
    });
    expect(unknown.json().error).toBe('bad_credentials');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![1]).toBe(dummy);
    verify.mockClear();
    const known = await requestToken(t.app, {
      username: 'superuser',
      password: 'Wrong-pass-1',
      instance: 'nivos',
    });
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![1]).not.toBe(dummy);
    await t.db.query('DELETE FROM login_failures');
  });
});
