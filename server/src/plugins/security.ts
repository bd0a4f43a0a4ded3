import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InstanceConfig } from '@portal/instances';
import { tokenCookieName } from './auth.js';

const originOf = (url: string): string | null => {
  try {
    // tile addresses are templates like https://tiles.example/{z}/{x}/{y}.png
    const parsed = new URL(url.replace(/[{}]/g, ''));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null; // relative: same origin
  }
};

const unique = (values: Array<string | null | undefined>): string[] =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/**
 * CSP allowing only our own origin plus the remote and tile origins the instance files name. Styles: our
 * own files, and on an HTML page the style elements that carry the page's nonce (Griffel's and Fluent's,
 * docs/security.md); no inline style otherwise.
 */
export function contentSecurityPolicy(
  instances: readonly InstanceConfig[],
  styles: { nonce?: string; unsafeInline?: boolean } = {},
): string {
  const remotes = unique(instances.flatMap((i) => i.modules.map((m) => originOf(m.manifest))));
  const tiles = unique(
    instances.flatMap((i) => (i.map ? Object.values(i.map.tiles).map((t) => originOf(t)) : [])),
  );
  const list = (...sources: string[]) => sources.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...remotes)}`,
    styles.unsafeInline
      ? `style-src 'self' 'unsafe-inline'`
      : styles.nonce
        ? `style-src 'self' 'nonce-${styles.nonce}'`
        : `style-src 'self'`,
    `connect-src ${list(`'self'`, ...remotes)}`,
    `img-src ${list(`'self'`, 'data:', ...tiles)}`,
    `font-src 'self' data:`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The page's nonce for scripts to read (shell/src/bootstrap.tsx), first in the head. */
export function withNonceMeta(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}">`;
  const head = /<head(\s[^>]*)?>/i;
  if (head.test(html)) return html.replace(head, (tag) => tag + meta);
  const doctype = /^\s*<!doctype html>/i;
  return doctype.test(html) ? html.replace(doctype, (tag) => tag + meta) : meta + html;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_PATHS = new Set(['/auth/oauth/token']);

const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

const mediaType = (request: FastifyRequest): string =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Security headers on every response, and the CSRF defence for state-changing requests: an Origin, when
 * sent, must be ours; a request carrying the token cookie must have the content type a page's script sends
 * (JSON, or the form of the token call), which a cross-site HTML form cannot.
 */
const DOCS_PATH = /^\/docs(\/|\?|$)/;
const SERVICE_PATH = /^\/(auth|connector)(\/|\?|$)/;
const DEMO_BANK_PATH = /^\/demo-bank(\/|$)/;

export const securityPlugin = fp(
  async (app, { instances }: { instances: readonly InstanceConfig[] }) => {
    const csp = contentSecurityPolicy(instances);
    // Swagger UI's own page has style attributes we cannot give a nonce; it shows no personal data
    const docsCsp = contentSecurityPolicy(instances, { unsafeInline: true });

    const pages = new Map<string, { mtimeMs: number; html: string }>();
    const readPage = async (file: string): Promise<string> => {
      const { mtimeMs } = await stat(file);
      const known = pages.get(file);
      if (known?.mtimeMs === mtimeMs) return known.html;
      const html = await readFile(file, 'utf8');
      pages.set(file, { mtimeMs, html });
      return html;
    };
    // a nonce per answer, so the page is never answered from a cache (no ETag, no pre-compressed copy)
    app.decorate('sendPage', async (reply: FastifyReply, file: string) => {
      const nonce = randomBytes(16).toString('base64');
      const html = withNonceMeta(await readPage(file), nonce);
      return reply
        .header('Content-Security-Policy', contentSecurityPolicy(instances, { nonce }))
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
    const { publicOrigin, secure } = app.config;
    const cookieName = tokenCookieName(secure);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('Content-Security-Policy', DOCS_PATH.test(request.url) ? docsCsp : csp);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      if (secure) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // the services answer personal data (or its refusal): never stored by a browser or a proxy. The
      // router also takes `/%63onnector/...` and a target in absolute form (`GET http://host/connector/...`),
      // so the pattern of the route it matched counts as well as the address as sent
      if (SERVICE_PATH.test(request.url) || SERVICE_PATH.test(request.routeOptions.url ?? ''))
        reply.header('Cache-Control', 'no-store');

      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin(request)) {
        return reply
          .code(403)
          .send({ error: 'csrf_check_failed', error_description: 'Cross-origin request refused' });
      }
      const path = request.url.split('?')[0]!;
      // the Demo Bank never reads the session cookie; its forms post while one may be set (docs/demo-bank.md)
      if (DEMO_BANK_PATH.test(path)) return;
      const carriesCookie = Boolean(request.cookies[cookieName]) && !request.headers.authorization;
      if (!carriesCookie) return;
      const expected = FORM_PATHS.has(path) ? 'application/x-www-form-urlencoded' : 'application/json';
      if (mediaType(request) !== expected) {
        return reply.code(403).send({
          error: 'csrf_check_failed',
          error_description: `A request with the session cookie must be ${expected}`,
        });
      }
    });
  },
  { name: 'security', dependencies: ['@fastify/cookie'] },
);
