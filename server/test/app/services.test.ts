import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/index.js';

describe('SERVICES mounts the services apart', () => {
  it('SERVICES=auth serves /auth and not /connector', async () => {
    const { app, close } = await buildTestApp({ env: { SERVICES: 'auth' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/auth/userinfo' })).statusCode).toBe(401);
      const connector = await app.inject({ method: 'GET', url: '/connector/v1/notes' });
      expect(connector.statusCode).toBe(404);
      expect(connector.json().error).toBe('not_found');
    } finally {
      await close();
    }
  });

  it('SERVICES=connector serves /connector and not /auth; its tokens are still verified', async () => {
    const { app, close } = await buildTestApp({ env: { SERVICES: 'connector' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/connector/v1/notes' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/auth/userinfo' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
