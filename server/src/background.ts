import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e.g. the reset mail, so the answer's timing does not tell
 * whether the user exists). `drain` waits for all of it: on close and in tests.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    drain: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
