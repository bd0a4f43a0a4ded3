import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import type { InstanceConfig } from '@portal/instances';
import { loadDemoBankKeys } from './keys.js';
import { demoBankPerson } from './persons.js';
import { interactionPage, languageOf, renderPage, escapeHtml, type Page } from './pages.js';
import {
  DEMO_BANK_PATH,
  FTN_LOA_SUBSTANTIAL,
  createDemoBank,
  type ClientJwksSource,
  type DemoBank,
  type DemoBankClient,
} from './provider.js';

export interface DemoBankPluginOptions {
  clients: readonly DemoBankClient[];
  /** the relying party's public keys (`openIdClientPublicJwks`), read per client lookup */
  jwks: ClientJwksSource;
}

/**
 * The client ids of the instances whose `openid.providers` name `bundled:demo-bank` (its `clientId`, else
 * `mimo_<instance>`); while no instance has an `openid` section yet, every instance's `mimo_<instance>`.
 */
export function demoBankClientIds(instances: readonly InstanceConfig[]): string[] {
  const configured = instances.filter((instance) => instance.openid);
  if (configured.length === 0) return instances.map((instance) => `mimo_${instance.id}`);
  const ids = configured.flatMap((instance) =>
    (instance.openid?.providers ?? [])
      .filter((provider) => provider.issuer === 'bundled:demo-bank')
      .map((provider) => provider.clientId ?? `mimo_${instance.id}`),
  );
  return [...new Set(ids)];
}

/** `mimo_<instance>` with the portal's callback and logged-out addresses (the client registration). */
export function demoBankClientsFor(publicOrigin: string, clientIds: readonly string[]): DemoBankClient[] {
  return clientIds.map((clientId) => ({
    clientId,
    redirectUris: [`${publicOrigin}/auth/openid/callback`],
    postLogoutRedirectUris: [`${publicOrigin}/auth/openid/logged-out`],
  }));
}

const sendPage = (reply: FastifyReply, page: Page, status = 200): FastifyReply =>
  reply.code(status).headers(page.headers).send(page.html);

/**
 * Mounts the Demo Bank under `/demo-bank` (docs/demo-bank.md): the library's Koa app behind a wildcard
 * route that hands it the raw request and response, and the login page's three routes of our own.
 */
export async function demoBankPlugin(app: FastifyInstance, options: DemoBankPluginOptions): Promise<void> {
  const { publicOrigin } = app.config;
  const keys = await loadDemoBankKeys(app.db);
  const provider: DemoBank = createDemoBank({
    issuer: `${publicOrigin}${DEMO_BANK_PATH}`,
    clients: options.clients,
    jwks: options.jwks,
    signingKeys: [keys.signing],
    cookieKeys: [keys.cookie],
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'demo bank: server error'));

  const origin = new URL(publicOrigin);
  const callback = provider.callback();

  /** the interaction of this browser (its cookie) and of the address; anything else is a 400 page */
  const interactionOf = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
      return details;
    } catch (error) {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      const body = `<h1>Tunnistus ei onnistunut <span lang="en">/ Identification failed</span></h1>
<p><code>${escapeHtml(error.error)}</code></p>`;
      sendPage(reply, renderPage(null, 'errorTitle', body), 400);
      return null;
    }
  };

  app.get<{ Params: { uid: string } }>(
    `${DEMO_BANK_PATH}/interaction/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      if (details.prompt.name !== 'login') {
        // consent is given by loadExistingGrant; any other prompt goes back with what the library decides
        const returnTo = await provider.interactionResult(request.raw, reply.raw, {});
        return reply.redirect(returnTo, 303);
      }
      const clientId = String(details.params.client_id ?? '');
      const client = await provider.Client.find(clientId);
      const page = interactionPage(
        languageOf(details.params.ui_locales),
        { uid: details.uid, clientName: client?.clientName ?? clientId },
        provider.clientOrigins,
      );
      return sendPage(reply, page);
    },
  );

  app.post<{ Params: { uid: string }; Body: { person?: unknown } }>(
    `${DEMO_BANK_PATH}/interaction/:uid/login`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      const person =
        typeof request.body?.person === 'string' ? demoBankPerson(request.body.person) : undefined;
      if (!person) return reply.redirect(`${DEMO_BANK_PATH}/interaction/${details.uid}`, 303);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: person.sub, acr: FTN_LOA_SUBSTANTIAL, amr: ['bank'], remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
  );

  app.post<{ Params: { uid: string } }>(
    `${DEMO_BANK_PATH}/interaction/:uid/cancel`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply;
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the identification' },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
  );

  // everything else is the library's: its own body parsing needs the unread request stream
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // the headers our hooks set (security headers, X-Request-Id): the library's answer keeps or overrides them
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(DEMO_BANK_PATH.length) || '/';
      // every address the library writes (discovery, redirects, cookies' Secure) is on the public origin
      raw.headers.host = origin.host;
      raw.headers['x-forwarded-host'] = origin.host;
      raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
      await callback(raw, reply.raw);
    };
    mount.all(`${DEMO_BANK_PATH}/*`, { schema: { hide: true } }, handOver);
  });
}
