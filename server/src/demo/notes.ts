import type { Database } from '../plugins/database.js';

export async function seedNotes(
  db: Database,
  ctx: { instance: string; usagePlaces: Array<{ id: number; customerNumber: string; locationCode: string }> },
): Promise<void> {
  void db;
  void ctx;
}
