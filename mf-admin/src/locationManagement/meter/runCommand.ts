import type { MeterActionRequest, MeterCommand } from '@portal/shared/api/locationManagement';
import { fetchMeterCommand, sendMeterAction } from '../api/locationApi';

export const POLL_INTERVAL_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a command (202) and polls it until the head-end has finished it (commands take 1-10 s). The same
 * key answers the same command, so a retry after a lost answer resumes the command instead of sending it twice.
 */
export async function runCommand(
  request: MeterActionRequest,
  idempotencyKey: string,
  pollIntervalMs = POLL_INTERVAL_MS,
  isCancelled: () => boolean = () => false,
): Promise<MeterCommand> {
  let command = await sendMeterAction(request, idempotencyKey);
  while (command.status === 'pending' && !isCancelled()) {
    await wait(pollIntervalMs);
    command = await fetchMeterCommand(command.commandId);
  }
  return command;
}
