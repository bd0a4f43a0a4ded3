import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { Settings } from '../config.js';
import { InstanceTexts } from '../instances/instanceTexts.js';
import type { InstanceRegistry } from '../instances/registry.js';
import { PageAddresses, REMOTE_PUBLICATIONS_FILE } from './pageAddresses.js';
import { DARK_THEME_COOKIE, PAGE_PRELOADS_FILE, PagePreloads } from './pagePreloads.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** content-hashed names (main.3f2a9c1b.js, 812.a1b2c3d4e5.css): their content never changes */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** paths that belong to the services, the API docs or the file trees below, never to the shell's routes */
const RESERVED = /^\/(auth|connector|docs|instances|remotes)(\/|$)/;
const SEGMENT = /^[A-Za-z0-9._-]+$/;
/**
 * The logged-out pages: on a first load they get the shell's lean entry without Module Federation
 * (`public/index.html`, docs/first-load.md); every other page gets the federation host's `index.html`.
 */
const PUBLIC_PAGE = /^\/([^/]+)\/([^/]+)\/(welcome|login|reset-password|oauth2\/redirect)\/?$/;

/**
 * Resolves a request path inside `root`, or null when it would leave it, names a hidden file or a folder,
 * or does not exist. Segments are checked one by one, so no encoding trick reaches outside the root.
 */
export function safeFile(root: string, relative: string): string | null {
  const segments = relative.split('/').filter((s) => s.length > 0);
  if (segments.length === 0 || segments.some((s) => !SEGMENT.test(s) || s.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const cacheFor = (file: string): string => (HASHED.test(path.basename(file)) ? LONG_CACHE : REVALIDATE);

const notFound = (reply: FastifyReply, description: string) =>
  reply.code(404).send({ error: 'not_found', error_description: description });

const pathParam = {
  type: 'object',
  additionalProperties: false,
  required: ['*'],
  properties: { '*': { type: 'string', maxLength: 1024 } },
} as const;
const hide = { hide: true } as const;

/**
 * The URLs of docs/contracts.md: validated instance files, their assets, the remotes' and the shell's built
 * files, and the shell's index.html for every `/{instance}/{language}/...` page.
 */
export const staticPlugin = fp(
  async (app, { settings, instances }: { settings: Settings; instances: InstanceRegistry }) => {
    const instancesRoot = path.resolve(settings.instancesDir);
    const shellRoot = settings.staticDirs.shell ? path.resolve(settings.staticDirs.shell) : null;
    // which module pages exist: the build's record of the remotes' routes, never their files (docs/instances.md)
    const pages = new PageAddresses(shellRoot ? path.join(shellRoot, REMOTE_PUBLICATIONS_FILE) : null);
    const preloads = new PagePreloads(
      shellRoot ? path.join(shellRoot, 'public', PAGE_PRELOADS_FILE) : null,
      instancesRoot,
    );
    await app.register(fastifyStatic, {
      root: instancesRoot,
      serve: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      // main.0123abcd.js.br / .gz written at build time (shared/build/precompress.mjs) answer by Accept-Encoding
      preCompressed: true,
    });

    const send = (reply: FastifyReply, file: string, cacheControl: string = cacheFor(file)) => {
      reply.header('Cache-Control', cacheControl);
      // the same URL answers br, gzip or plain: a cache keeps one copy per encoding
      reply.header('Vary', 'Accept-Encoding');
      return reply.sendFile(path.basename(file), path.dirname(file));
    };

    app.get<{ Params: { id: string } }>(
      '/instances/:id/instance.json',
      {
        schema: {
          ...hide,
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['id'],
            properties: { id: { type: 'string', maxLength: 64 } },
          },
        },
      },
      async (request, reply) => {
        const config = instances.get(request.params.id);
        if (!config) return notFound(reply, 'Unknown instance');
        // the validated object, not the file: what the server checked is what the browser gets
        return reply
          .header('Cache-Control', REVALIDATE)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(config));
      },
    );

    const texts = new InstanceTexts(app.log);
    app.get<{ Params: { id: string; file: string } }>(
      '/instances/:id/texts/:file',
      {
        schema: {
          ...hide,
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'file'],
            properties: { id: { type: 'string', maxLength: 64 }, file: { type: 'string', maxLength: 64 } },
          },
        },
      },
      async (request, reply) => {
        if (!instances.get(request.params.id)) return notFound(reply, 'Unknown instance');
        const file = safeFile(path.join(instancesRoot, request.params.id, 'texts'), request.params.file);
        if (!file || !file.endsWith('.json')) return notFound(reply, 'No such file');
        // compiled messages, not the file: the bundles carry no ICU message parser (docs/languages.md)
        const { body, etag } = await texts.read(file);
        reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Vary', 'Accept-Encoding');
        const known = (request.headers['if-none-match'] ?? '')
          .split(',')
          .map((tag) => tag.trim().replace(/^W\//, ''));
        if (known.includes(etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get<{ Params: { id: string; '*': string } }>(
      '/instances/:id/*',
      {
        schema: {
          ...hide,
          params: {
            type: 'object',
            additionalProperties: false,
            required: ['id', '*'],
            properties: { id: { type: 'string', maxLength: 64 }, '*': { type: 'string', maxLength: 1024 } },
          },
        },
      },
      async (request, reply) => {
        if (!instances.get(request.params.id)) return notFound(reply, 'Unknown instance');
        const file = safeFile(path.join(instancesRoot, request.params.id), request.params['*']);
        return file ? send(reply, file, REVALIDATE) : notFound(reply, 'No such file');
      },
    );

    for (const [name, dir] of Object.entries(settings.staticDirs.remotes)) {
      const root = path.resolve(dir);
      app.get<{ Params: { '*': string } }>(
        `/remotes/${name}/*`,
        { schema: { ...hide, params: pathParam } },
        async (request, reply) => {
          const file = safeFile(root, request.params['*']);
          if (!file) return notFound(reply, 'No such file');
          // remotes may be fetched by a shell on another origin (a CDN setup)
          reply.header('Access-Control-Allow-Origin', '*');
          return send(reply, file);
        },
      );
    }

    /** `/{instance}[/{language}[/{endpoint}]]`: 404 for an unknown instance or an endpoint nobody serves. */
    const pageStatus = (urlPath: string): 200 | 404 => {
      const [instanceId, language, ...rest] = urlPath.split('/').filter((segment) => segment.length > 0);
      let config;
      try {
        config = instances.get(decodeURIComponent(instanceId ?? ''));
      } catch {
        return 404;
      }
      if (!config) return 404;
      // no language yet: the shell adds the instance's default one
      if (language === undefined) return 200;
      return pages.statusOf(config, rest.join('/'));
    };

    app.get('/', { schema: hide }, async (_request, reply) => reply.redirect('/demo1/fi-FI/welcome', 302));

    app.get<{ Params: { '*': string } }>(
      '/*',
      { schema: { ...hide, params: pathParam } },
      async (request, reply) => {
        const urlPath = request.url.split('?')[0]!;
        if (RESERVED.test(urlPath)) return notFound(reply, 'No such resource');
        if (!shellRoot || !existsSync(path.join(shellRoot, 'index.html'))) {
          return notFound(reply, 'The shell is not built (shell/dist is missing): run the build first');
        }
        const file = safeFile(shellRoot, request.params['*']);
        if (file) return file.endsWith('.html') ? app.sendPage(reply, file) : send(reply, file);
        // a missing asset is a 404; anything else is a page route of the shell, which decides about unknown instances
        if (/\.[a-z0-9]+$/i.test(urlPath)) return notFound(reply, 'No such file');
        // an address nobody serves (or of an unknown instance) answers 404; the shell renders its 404 page
        const status = pageStatus(urlPath);
        if (status === 404) reply.code(404);
        const publicPage = path.join(shellRoot, 'public', 'index.html');
        // the pages go through the security plugin: each answer gets its own CSP nonce
        const publicMatch = PUBLIC_PAGE.exec(urlPath);
        if (status === 200 && publicMatch && existsSync(publicPage)) {
          const [, instanceId, urlLanguage, page] = publicMatch;
          const instance = instances.get(decodeURIComponent(instanceId!));
          const link =
            instance &&
            preloads.linkHeader({
              instance,
              urlLanguage: urlLanguage!,
              page: page!,
              darkTheme: request.cookies[DARK_THEME_COOKIE] === 'true',
            });
          if (link) reply.header('Link', link);
          return app.sendPage(reply, publicPage);
        }
        return app.sendPage(reply, path.join(shellRoot, 'index.html'));
      },
    );
  },
  { name: 'static', dependencies: ['errors'] },
);
