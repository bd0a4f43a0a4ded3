import { describe, expect, it } from 'vitest';
import { readHeadendSettings } from '../../../src/connector/headend/settings.js';

describe('the head-end simulator settings (HEADEND_SIM_*)', () => {
  it('default to 1-10 s a call, a few failures and timeouts', () => {
    expect(readHeadendSettings({})).toEqual({
      kind: 'simulator',
      delayMs: { min: 1000, max: 10000 },
      failureRate: 0.03,
      timeoutRate: 0.02,
    });
  });

  it('read a delay range or a fixed delay and shares from 0 to 1', () => {
    const settings = readHeadendSettings({
      HEADEND_SIM_DELAY_MS: '20-50',
      HEADEND_SIM_FAILURE_RATE: '0',
      HEADEND_SIM_TIMEOUT_RATE: '0.5',
    });
    expect(settings).toMatchObject({ delayMs: { min: 20, max: 50 }, failureRate: 0, timeoutRate: 0.5 });
    expect(readHeadendSettings({ HEADEND_SIM_DELAY_MS: '30' }).delayMs).toEqual({ min: 30, max: 30 });
  });

  it.each([
    ['HEADEND_SIM_DELAY_MS', '50-20'],
    ['HEADEND_SIM_DELAY_MS', 'fast'],
    ['HEADEND_SIM_DELAY_MS', '-5'],
    ['HEADEND_SIM_FAILURE_RATE', '1.5'],
    ['HEADEND_SIM_TIMEOUT_RATE', '-0.1'],
    ['HEADEND_SIM_TIMEOUT_RATE', 'often'],
  ])('refuse %s=%s', (key, value) => {
    expect(() => readHeadendSettings({ [key]: value })).toThrow(key);
  });
});
