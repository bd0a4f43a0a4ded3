/**
 * Starts the real server (built bundles, PGlite in its own data folder) for the e2e run, and restarts it on
 * demand so tests can check that data survives a restart.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const port = Number(process.env.E2E_PORT ?? 8090);
export const baseUrl = `http://127.0.0.1:${port}`;
// E2E_DATA: a folder of one's own, so two runs on one machine (say, two people's specs) do not share a database
const dataRoot = process.env.E2E_DATA ?? join(root, '.data');
const dataDir = join(dataRoot, 'e2e');
export const outboxDir = join(dataRoot, 'e2e-outbox');
const pidFile = join(dataRoot, 'e2e-server.pid');
const tsx = join(root, 'server', 'node_modules', '.bin', 'tsx');

const env = () => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  OUTBOX_DIR: outboxDir,
  PUBLIC_ORIGIN: baseUrl,
  DATABASE_URL: '',
  // request logs would bury the test report; warnings and errors still show
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // the simulated head-end answers in under a second and fails only where a spec forces it (the demo's
  // faulty meter), so a meter dialog spec waits little and never meets a random failure
  HEADEND_SIM_DELAY_MS: '300-800',
  HEADEND_SIM_FAILURE_RATE: '0',
  HEADEND_SIM_TIMEOUT_RATE: '0',
});

export function resetData(): void {
  // E2E_REUSE_DATA=1 keeps a folder an earlier run prepared (a quicker loop while writing specs; npm test never sets it)
  if (process.env.E2E_REUSE_DATA === '1' && existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
  const prepared = spawnSync(tsx, ['server/src/cli/prepare.ts'], { cwd: root, env: env(), stdio: 'inherit' });
  if (prepared.status !== 0) throw new Error('e2e: preparing the database failed');
}

async function waitUntilUp(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e: server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/instances/demo1/instance.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('e2e: server did not start within 60 s');
}

export async function startServer(): Promise<void> {
  const child = spawn(tsx, ['server/src/main.ts'], {
    cwd: root,
    env: env(),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  writeFileSync(pidFile, String(child.pid));
  await waitUntilUp(child);
}

export async function stopServer(): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(pid, 'SIGKILL');
}

export async function restartServer(): Promise<void> {
  await stopServer();
  await startServer();
}
