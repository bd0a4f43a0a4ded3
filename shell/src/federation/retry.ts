/** Rejects with a TimeoutError when `promise` has not settled within `ms`. */
export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface RetryOptions {
  /** attempts in all, the first included */
  tries: number;
  /** wait before the second attempt; doubles after each further failure */
  backoffMs: number;
  /** false stops retrying (a timeout or a broken module will not heal in a second) */
  shouldRetry: (error: unknown) => boolean;
}

export async function retry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  let wait = options.backoffMs;
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tryNumber >= options.tries || !options.shouldRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait *= 2;
    }
  }
}
