import path from 'node:path';
import fp from 'fastify-plugin';
import type { InstanceConfig } from '@portal/instances';
import type { Settings } from '../config.js';
import type { InstanceRegistry } from '../instances/registry.js';
import { safeFile } from './static.js';

const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * The installable app's manifest of an instance with `flags.offlineApp` (docs/offline.md): it opens in the
 * instance's default language, and its scope is the instance's paths, the scope the shell registers the
 * service worker with.
 */
export function webManifestOf(instance: InstanceConfig): Record<string, unknown> {
  const language = instance.languages[0] ?? 'fi-FI';
  const base = `/${instance.id}/`;
  const icon = (file: string) => ({
    src: `/instances/${instance.id}/${file}`,
    sizes: 'any',
    type: ICON_TYPES[path.extname(file).toLowerCase()] ?? 'image/svg+xml',
    purpose: 'any',
  });
  return {
    id: base,
    name: `${instance.displayName} ${instance.titlePrefix}`.trim(),
    // the launcher's label: the utility's first word ('Leppäkosken', 'Karhulan') fits under an icon
    short_name: instance.displayName.split(/\s+/)[0]!.slice(0, 12),
    lang: language,
    dir: 'ltr',
    start_url: `${base}${language}/`,
    scope: base,
    display: 'standalone',
    theme_color: instance.theme.primaryColor,
    background_color: '#ffffff',
    icons: [icon(instance.theme.logo)],
  };
}

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `/instances/{id}/manifest.webmanifest` for the instances with the offline app, and the shell's service
 * worker at `/sw.js`: at the root, so its scope may cover any `/{instance}/` path, and revalidated on every
 * registration check so a new build's worker is found at once.
 */
export const webManifestPlugin = fp(
  async (app, { settings, instances }: { settings: Settings; instances: InstanceRegistry }) => {
    const shellRoot = settings.staticDirs.shell ? path.resolve(settings.staticDirs.shell) : null;

    app.get<{ Params: { id: string } }>(
      '/instances/:id/manifest.webmanifest',
      { schema: { hide: true, params: idParams } },
      async (request, reply) => {
        const instance = instances.get(request.params.id);
        if (!instance?.flags.offlineApp) {
          return reply
            .code(404)
            .send({ error: 'not_found', error_description: 'No installable app for this instance' });
        }
        return reply
          .header('Cache-Control', 'no-cache')
          .type('application/manifest+json; charset=utf-8')
          .send(JSON.stringify(webManifestOf(instance)));
      },
    );

    app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
      const file = shellRoot ? safeFile(shellRoot, 'sw.js') : null;
      if (!file) {
        return reply.code(404).send({ error: 'not_found', error_description: 'The shell is not built' });
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Service-Worker-Allowed', '/')
        .type('text/javascript; charset=utf-8')
        .sendFile('sw.js', shellRoot!);
    });
  },
  { name: 'webManifest', dependencies: ['static'] },
);
