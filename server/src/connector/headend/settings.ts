/** The head-end the meter calls go to (docs/location-management.md, "Head-end"): only the simulator so far. */
export interface HeadendSettings {
  kind: 'simulator';
  /** `HEADEND_SIM_DELAY_MS=min-max`: how long a simulated command or read takes, drawn at random */
  delayMs: { min: number; max: number };
  /** `HEADEND_SIM_FAILURE_RATE`: the share of commands that fail as if the meter were unreachable */
  failureRate: number;
  /** `HEADEND_SIM_TIMEOUT_RATE`: the share that never answer (timed out) */
  timeoutRate: number;
}

type Env = Record<string, string | undefined>;

const rate = (env: Env, key: string, fallback: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value > 1)
    throw new Error(`Invalid setting ${key}: a share from 0 to 1 (got "${raw}")`);
  return value;
};

export function readHeadendSettings(env: Env): HeadendSettings {
  const raw = env.HEADEND_SIM_DELAY_MS ?? '1000-10000';
  const match = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(raw);
  if (!match) throw new Error(`Invalid setting HEADEND_SIM_DELAY_MS: min-max milliseconds (got "${raw}")`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new Error(`Invalid setting HEADEND_SIM_DELAY_MS: max below min (got "${raw}")`);
  return {
    kind: 'simulator',
    delayMs: { min, max },
    // a demo shows a failure now and then; a real head-end's rates are its own
    failureRate: rate(env, 'HEADEND_SIM_FAILURE_RATE', 0.03),
    timeoutRate: rate(env, 'HEADEND_SIM_TIMEOUT_RATE', 0.02),
  };
}
