import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await loginAs(t.app, 'demo1', 'customer');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** the status line and headers the server writes back to a raw GET of `target`, as sent */
const rawGet = (target: string): Promise<{ head: string; body: string }> =>
  new Promise((resolve, reject) => {
    const request =
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
      'Connection: close\r\n\r\n';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => {
      const at = answer.indexOf('\r\n\r\n');
      resolve({ head: answer.slice(0, at), body: answer.slice(at + 4) });
    });
    socket.on('error', reject);
  });

describe('personal data is no-store however the address of the service is spelled', () => {
  // the router decodes `%63` to `c` and takes a target in absolute form: both reach the notes route
  it.each([
    '/connector/v1/notes',
    '/%63onnector/v1/notes',
    '/connector/v1/%6Eotes',
    '/%61uth/userinfo',
    'http://HOST/connector/v1/notes',
    'http://HOST/auth/userinfo',
  ])('GET %s answers the customer with Cache-Control: no-store', async (target) => {
    const { head, body } = await rawGet(target.replace('HOST', `127.0.0.1:${port}`));
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    // the answer really is the customer's own data, reached by this spelling
    expect(body).toMatch(/Peltotie 20|"username":"customer"/);
    expect(head).toMatch(/\r\ncache-control: no-store(\r\n|$)/i);
  });

  it('a refusal reached that way is no-store too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/%63onnector/v1/notes' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
