import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import { SELF, pathForSubject, publicLink, subjectKey, targetUser } from './subject';

const okFetch = () => {
  const fn = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response('{}', { status: 200 })),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
};
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('the subject of an API call', () => {
  it('self sends the path as written and neither Target-User nor X-Customer-Data', async () => {
    const fetchMock = okFetch();
    await apiRequest({ path: '/connector/v1/reportOptions', subject: SELF });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/connector/v1/reportOptions');
    expect(headersOf(init)).not.toHaveProperty('Target-User');
    expect(headersOf(init)).not.toHaveProperty('X-Customer-Data');
  });

  it('a target user sends the admin path and Target-User with the user’s sub', async () => {
    const fetchMock = okFetch();
    await apiRequest({
      method: 'POST',
      path: '/connector/v1/webamr/chart',
      headers: { 'X-Customer-Code': '1' },
      subject: targetUser('sub-42'),
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/connector/v1/admin/webamr/chart');
    expect(headersOf(init)).toMatchObject({ 'Target-User': 'sub-42', 'X-Customer-Code': '1' });
    expect(headersOf(init)).not.toHaveProperty('X-Customer-Data');
  });

  it('a public link sends the public path with X-Customer-Data and the instance, no Target-User', async () => {
    const fetchMock = okFetch();
    await apiRequest({ path: '/connector/v1/notes/7', subject: publicLink('signed', 'demo1') });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/connector/v1/public/notes/7');
    expect(headersOf(init)).toMatchObject({ 'X-Customer-Data': 'signed', 'X-Instance': 'demo1' });
    expect(headersOf(init)).not.toHaveProperty('Target-User');
  });

  it('maps auth paths too, and refuses a path that has no admin or public variant', () => {
    expect(pathForSubject(targetUser('s'), '/auth/update_user').path).toBe('/auth/admin/update_user');
    expect(pathForSubject(targetUser('s'), '/connector/v1/admin/reportOptions').path).toBe(
      '/connector/v1/admin/reportOptions',
    );
    expect(() => pathForSubject(targetUser('s'), '/instances/demo1/instance.json')).toThrow(/no admin/);
  });

  it('keys differ per subject, so state of one subject is never shown for another', () => {
    const keys = [SELF, targetUser('a'), targetUser('b'), publicLink('x', 'demo1')].map(subjectKey);
    expect(new Set(keys).size).toBe(4);
  });
});
