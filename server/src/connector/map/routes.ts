import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { acceptedEncoding, loadBasemap } from './basemap.js';
import { DEMO_LAYERS, demoTile, type DemoLayer } from './demoTiles.js';

/**
 * The map's own data (issue 16 §4): the offline basemap, public-domain geography that every map draws when
 * the instance configures no tile service (docs/maps.md). No one's data: open without login and cacheable.
 */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/map/basemap',
    {
      schema: {
        tags: ['connector'],
        summary:
          'The offline basemap: the countries around Finland (Natural Earth 1:10m, public domain) as GeoJSON',
        response: { 200: { type: 'string' }, 304: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const basemap = await loadBasemap();
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', basemap.etag);
      if (request.headers['if-none-match'] === basemap.etag) return reply.code(304).send();
      reply.type('application/geo+json');
      const encoding = acceptedEncoding(basemap, request.headers['accept-encoding']);
      if (!encoding) return reply.send(basemap.body);
      // an encoding already set: @fastify/compress leaves the answer as it is
      return reply
        .header('Content-Encoding', encoding)
        .header('Vary', 'Accept-Encoding')
        .send(basemap.encoded[encoding]);
    },
  );

  app.get<{ Params: { layer: DemoLayer; z: number; x: number; y: number } }>(
    '/v1/map/demo/:layer/:z/:x/:y.svg',
    {
      schema: {
        tags: ['connector'],
        summary: 'A generated demo tile of the aerial or property layers (the demo runs with no network)',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['layer', 'z', 'x', 'y'],
          properties: {
            layer: { type: 'string', enum: [...DEMO_LAYERS] },
            z: { type: 'integer', minimum: 0, maximum: 20 },
            x: { type: 'integer', minimum: 0, maximum: 1048575 },
            y: { type: 'integer', minimum: 0, maximum: 1048575 },
          },
        },
        response: { 200: { type: 'string' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { layer, z, x, y } = request.params;
      const tiles = 2 ** z;
      if (x >= tiles || y >= tiles) return reply.code(404).send({ error: 'tile_not_found' });
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(demoTile(layer, z, x, y));
    },
  );
}
