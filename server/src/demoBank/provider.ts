import Provider, {
  type AdapterFactory,
  type ClientMetadata,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
// oidc-provider's own in-memory adapter, one store per provider (the default one is shared by the process)
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { DEMO_BANK_PERSONS, demoBankPerson, fullName } from './persons.js';
import { errorPage, logoutPage, loggedOutPage } from './pages.js';

/** The Finnish Trust Network's level of assurance "substantial". */
export const FTN_LOA_SUBSTANTIAL = 'http://ftn.ficora.fi/2017/loa2';
export const DEMO_BANK_PATH = '/demo-bank';
export const DEMO_BANK_SCOPES = ['openid', 'profile'] as const;
/** RS256 is the profile's; PS256 is accepted too where a client does not pin its algorithm. */
export const DEMO_BANK_SIGNING_ALGS = ['RS256', 'PS256'] as const;

/** The client's public keys: a fixed set, or read anew for each client lookup (rotation without restart). */
export type ClientJwksSource = { keys: JWK[] } | (() => Promise<{ keys: JWK[] }>);

export interface DemoBankClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface DemoBankOptions {
  /** `${publicOrigin}/demo-bank` */
  issuer: string;
  clients: readonly DemoBankClient[];
  /** the relying party's public JWKS (RSA sig and enc keys; private members are refused) */
  jwks: ClientJwksSource;
  /** the provider's own signing keys (private JWKs, RS256), first one signs */
  signingKeys: JWK[];
  /** keys of the provider's signed cookies, first one signs */
  cookieKeys: string[];
}

/**
 * The client registration of the FTN profile: private_key_jwt only, signed request objects, ID token and
 * userinfo signed RS256 and encrypted RSA-OAEP-256 / A256GCM to the client's inline JWKS.
 */
export function clientMetadata(client: DemoBankClient, jwks: { keys: JWK[] }): ClientMetadata {
  return {
    client_id: client.clientId,
    client_name: client.clientId,
    application_type: 'web',
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'private_key_jwt',
    token_endpoint_auth_signing_alg: 'RS256',
    request_object_signing_alg: 'RS256',
    require_signed_request_object: true,
    id_token_signed_response_alg: 'RS256',
    id_token_encrypted_response_alg: 'RSA-OAEP-256',
    id_token_encrypted_response_enc: 'A256GCM',
    userinfo_signed_response_alg: 'RS256',
    userinfo_encrypted_response_alg: 'RSA-OAEP-256',
    userinfo_encrypted_response_enc: 'A256GCM',
    subject_type: 'public',
    // the ID token names the level of assurance also when the request has no acr_values
    default_acr_values: [FTN_LOA_SUBSTANTIAL],
    jwks: { keys: jwks.keys },
  };
}

const interactionPath = (uid: string) => `${DEMO_BANK_PATH}/interaction/${uid}`;

/**
 * The Demo Bank: oidc-provider configured for the Finnish Trust Network's OpenID Connect profile. Every
 * protocol rule is the library's; this file only chooses them. Clients are answered through the adapter's
 * `find`, so a changed client JWKS (key rotation) is picked up at the next request.
 */
export type DemoBank = Provider & { clientOrigins: string[] };

export function createDemoBank(options: DemoBankOptions): DemoBank {
  const memory = createMemoryAdapter() as AdapterFactory;
  const byId = new Map(options.clients.map((client) => [client.clientId, client]));
  const readJwks = async (): Promise<{ keys: JWK[] }> =>
    typeof options.jwks === 'function' ? options.jwks() : options.jwks;

  // where the pages' forms end up after the provider's redirects (CSP form-action)
  const clientOrigins = [
    ...new Set(
      options.clients.flatMap((client) =>
        [...client.redirectUris, ...client.postLogoutRedirectUris].map((uri) => new URL(uri).origin),
      ),
    ),
  ];

  const adapter: AdapterFactory = (model) => {
    if (model !== 'Client') return memory(model);
    const refuse = async () => {
      throw new Error('the Demo Bank registers its clients itself');
    };
    return {
      find: async (id: string) => {
        const client = byId.get(id);
        return client ? { ...clientMetadata(client, await readJwks()) } : undefined;
      },
      upsert: refuse,
      findByUid: async () => undefined,
      findByUserCode: async () => undefined,
      consume: refuse,
      destroy: refuse,
      revokeByGrantId: async () => undefined,
    };
  };

  const configuration: Configuration = {
    adapter,
    jwks: { keys: options.signingKeys },
    cookies: {
      keys: options.cookieKeys,
      // the bank's cookies say whose they are and stay under /demo-bank (the portal's origin is shared)
      names: {
        session: 'demo_bank_session',
        interaction: 'demo_bank_interaction',
        resume: 'demo_bank_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', signed: true, path: DEMO_BANK_PATH },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: [...DEMO_BANK_SCOPES],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'birthdate', 'personal_identity_code'],
      acr: null,
      auth_time: null,
      sid: null,
    },
    // the profile's claims in the ID token too, not only from userinfo
    conformIdTokenClaims: false,
    acrValues: [FTN_LOA_SUBSTANTIAL],
    responseTypes: ['code'],
    subjectTypes: ['public'],
    clientAuthMethods: ['private_key_jwt'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    enabledJWA: {
      clientAuthSigningAlgValues: [...DEMO_BANK_SIGNING_ALGS],
      requestObjectSigningAlgValues: [...DEMO_BANK_SIGNING_ALGS],
      idTokenSigningAlgValues: ['RS256'],
      idTokenEncryptionAlgValues: ['RSA-OAEP-256'],
      idTokenEncryptionEncValues: ['A256GCM'],
      userinfoSigningAlgValues: ['RS256'],
      userinfoEncryptionAlgValues: ['RSA-OAEP-256'],
      userinfoEncryptionEncValues: ['A256GCM'],
      requestObjectEncryptionAlgValues: [],
      requestObjectEncryptionEncValues: [],
    },
    features: {
      devInteractions: { enabled: false },
      requestObjects: { enabled: true, requireSignedRequestObject: true },
      encryption: { enabled: true },
      jwtUserinfo: { enabled: true },
      userinfo: { enabled: true },
      claimsParameter: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => logoutPage(ctx, form, clientOrigins),
        postLogoutSuccessSource: (ctx) => loggedOutPage(ctx),
      },
      // not in the profile: off, so nothing answers that the tests do not cover
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: { enabled: false },
      revocation: { enabled: false },
      introspection: { enabled: false },
      registration: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // first-party demo clients: the grant is given without a consent page
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(DEMO_BANK_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const person = demoBankPerson(sub);
      if (!person) return undefined;
      return {
        accountId: person.sub,
        claims: () => ({
          sub: person.sub,
          name: fullName(person),
          given_name: person.givenName,
          family_name: person.familyName,
          birthdate: person.birthdate,
          personal_identity_code: person.personalIdentityCode,
        }),
      };
    },
    renderError: (ctx, out) => errorPage(ctx, out),
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clockTolerance: 15,
  };
  const provider = new Provider(options.issuer, configuration);
  // the Fastify mount hands every request over with the public origin's host and scheme (plugin.ts)
  provider.proxy = true;
  return Object.assign(provider, { clientOrigins });
}

export { DEMO_BANK_PERSONS };
