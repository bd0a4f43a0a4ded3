import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * Work a request starts but does not wait for (e.g. the reset mail, so the answer's timing does not tell
 * whether the user exists). `drain` waits for all of it: on close and in tests.
 */
export interface BackgroundTasks {
  /** starts `task` now; a failure is logged with `name` and `context`, never thrown */
  run(name: string, task: () => Promise<void>, context?: Record<string, unknown>): void;
  /**
   * starts `task` once the answer to `request` has gone out (or the client hung up), so nothing the task
   * does, not even its first query, shares the request's time (app.ts runs these from `onResponse`)
   */
  afterResponse(
    request: FastifyRequest,
    name: string,
    task: () => Promise<void>,
    context?: Record<string, unknown>,
  ): void;
  /** called by the `onResponse` hook: starts what `afterResponse` left for this request */
  release(request: FastifyRequest): void;
  drain(): Promise<void>;
}

interface Deferred {
  name: string;
  task: () => Promise<void>;
  context: Record<string, unknown>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  const deferred = new WeakMap<FastifyRequest, Deferred[]>();
  const run: BackgroundTasks['run'] = (name, task, context = {}) => {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => log.error({ err: error, task: name, ...context }, 'background task failed'))
      .finally(() => pending.delete(promise));
    pending.add(promise);
  };
  return {
    run,
    afterResponse: (request, name, task, context = {}) => {
      const list = deferred.get(request) ?? [];
      list.push({ name, task, context });
      deferred.set(request, list);
    },
    release: (request) => {
      const list = deferred.get(request);
      if (!list) return;
      deferred.delete(request);
      for (const item of list) run(item.name, item.task, item.context);
    },
    drain: async () => {
      // an answer's onResponse may still be on its way when the caller already has the answer
      await new Promise((resolve) => setImmediate(resolve));
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
