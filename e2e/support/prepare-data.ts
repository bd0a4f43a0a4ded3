/**
 * Prepares the e2e run's database ahead of it: `npm test` runs this as one of its parallel jobs, then starts
 * Playwright with E2E_REUSE_DATA=1, so the e2e step (which runs alone) does not spend minutes seeding.
 */
import { resetData, stopServer } from './server';

await stopServer();
delete process.env.E2E_REUSE_DATA;
resetData();
