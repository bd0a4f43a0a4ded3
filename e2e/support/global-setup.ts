import { resetData, startServer, stopServer } from './server';

export default async function globalSetup(): Promise<void> {
  await stopServer();
  resetData();
  await startServer();
}
