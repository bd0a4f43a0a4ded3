import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../src/background.js';

/** A bare Fastify with the hook app.ts adds: what a route leaves for after its answer. */
function appWith() {
  const logs: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  const background = createBackgroundTasks(app.log);
  app.addHook('onResponse', async (request) => background.release(request));
  return { app, background, logs };
}

describe('background work after the answer', () => {
  it('afterResponse starts the task only once the answer has been written, and drain waits for it', async () => {
    const { app, background } = appWith();
    const seen: { finished: boolean; answered: boolean }[] = [];
    let answered = false;
    app.get('/', async (request, reply) => {
      background.afterResponse(request, 'probe', async () => {
        seen.push({ finished: reply.raw.writableFinished, answered });
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push({ finished: true, answered });
      });
      return 'ok';
    });
    // over a real socket: the task must find the answer written out, not merely queued
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(address);
    expect(await response.text()).toBe('ok');
    answered = true;
    await background.drain();
    expect(seen).toHaveLength(2);
    expect(seen[0]!.finished).toBe(true);
    expect(seen[1]!.answered).toBe(true);
    await app.close();
  });

  it('a failed task is logged with its name and context, and the answer is not touched', async () => {
    const { app, background, logs } = appWith();
    app.get('/', async (request) => {
      background.afterResponse(
        request,
        'probe mail',
        async () => {
          throw new Error('relay refused');
        },
        { instance: 'demo1' },
      );
      return 'ok';
    });
    const response = await app.inject('/');
    await background.drain();
    expect(response.statusCode).toBe(200);
    expect(logs).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'background task failed',
        task: 'probe mail',
        instance: 'demo1',
        err: expect.objectContaining({ message: 'relay refused' }),
      }),
    ]);
    await app.close();
  });

  it('a request that leaves nothing starts nothing', async () => {
    const { app, background, logs } = appWith();
    app.get('/', async () => 'ok');
    await app.inject('/');
    await background.drain();
    expect(logs).toEqual([]);
    await app.close();
  });
});
