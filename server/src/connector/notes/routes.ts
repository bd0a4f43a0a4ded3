import type { FastifyInstance } from 'fastify';

export async function notesRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
