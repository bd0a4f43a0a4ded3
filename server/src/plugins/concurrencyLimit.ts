import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ConcurrencyLimitOptions {
  /** requests worked on at once */
  maxActive: number;
  /** requests that may wait for a slot; beyond them a request is shed at once */
  maxQueued: number;
  /** the longest a request waits for a slot before it is shed */
  maxWaitMs: number;
  /** the Retry-After of a shed request */
  retryAfterSeconds: number;
}

interface Waiter {
  resolve: (granted: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * A FIFO concurrency limit for expensive routes (issue 8): a few requests at a time, a short queue, and a
 * 503 with Retry-After for the rest. Under overload the answers that are sent stay fast and the others are
 * refused at once, where an unlimited route lets every request slow down until clients time out.
 * One limit per process: what it protects is the process's CPU and its database connection(s).
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: Waiter[] = [];
  private readonly holders = new WeakSet<FastifyRequest>();
  private readonly waiting = new WeakMap<FastifyRequest, Waiter>();

  constructor(readonly options: ConcurrencyLimitOptions) {}

  get activeCount(): number {
    return this.active;
  }

  get queuedCount(): number {
    return this.queue.length;
  }

  /** a slot now, or after waiting in line; false when the line is full or the wait too long */
  acquire(onWait?: (waiter: Waiter) => void): Promise<boolean> {
    if (this.active < this.options.maxActive) {
      this.active += 1;
      return Promise.resolve(true);
    }
    if (this.queue.length >= this.options.maxQueued) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          this.drop(waiter);
          resolve(false);
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
      onWait?.(waiter);
    });
  }

  /** gives a slot back: to the first in line, or free */
  release(): void {
    const next = this.queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve(true);
    } else this.active = Math.max(0, this.active - 1);
  }

  private drop(waiter: Waiter): void {
    const index = this.queue.indexOf(waiter);
    if (index >= 0) this.queue.splice(index, 1);
    clearTimeout(waiter.timer);
  }

  /** route hooks: `preHandler` takes a slot (or sheds), `onResponse`/`onRequestAbort` give it back */
  readonly hooks = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
      const granted = await this.acquire((waiter) => this.waiting.set(request, waiter));
      this.waiting.delete(request);
      if (!granted) {
        // returning the reply ends the request here (an async hook that only sends would run the handler)
        return reply
          .code(503)
          .header('retry-after', String(this.options.retryAfterSeconds))
          .send({ error: 'serviceUnavailable', error_description: 'The server is busy, try again shortly' });
      }
      if (request.raw.destroyed) {
        this.release();
        return undefined;
      }
      this.holders.add(request);
      return undefined;
    },
    onResponse: async (request: FastifyRequest): Promise<void> => {
      this.settle(request);
    },
    onRequestAbort: async (request: FastifyRequest): Promise<void> => {
      this.settle(request);
    },
  };

  private settle(request: FastifyRequest): void {
    const waiter = this.waiting.get(request);
    if (waiter) {
      // left the line before its turn
      this.waiting.delete(request);
      this.drop(waiter);
      waiter.resolve(false);
    }
    if (this.holders.has(request)) {
      this.holders.delete(request);
      this.release();
    }
  }
}
