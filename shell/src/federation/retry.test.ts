import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, retry, withTimeout } from './retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('an attempt that does not settle in time fails with a TimeoutError', async () => {
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never, 15_000, 'too slow');
    const assertion = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(15_000);
    await assertion;
  });

  it('a value that arrives in time is passed on', async () => {
    const result = withTimeout(Promise.resolve('module'), 15_000, 'too slow');
    await expect(result).resolves.toBe('module');
  });
});

describe('retry', () => {
  it('tries again after a failure, waiting longer each time, and gives up after the last try', async () => {
    const attempt = vi.fn().mockRejectedValue(new Error('network'));
    const result = retry(attempt, { tries: 3, backoffMs: 500, shouldRetry: () => true });
    const assertion = expect(result).rejects.toThrow('network');
    await vi.advanceTimersByTimeAsync(499);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await assertion;
  });

  it('an error that a second attempt cannot cure is not retried', async () => {
    const attempt = vi.fn().mockRejectedValue(new TimeoutError('slow'));
    await expect(
      retry(attempt, { tries: 3, backoffMs: 500, shouldRetry: (e) => !(e instanceof TimeoutError) }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
