import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import type { InstanceConfig, Language } from '@portal/instances';
import { checkHetu } from '@portal/shared/api/hetu';
import { recordAudit } from '../../audit/audit.js';
import { signAccessToken } from '../tokens.js';
import type { AuthDeps, LoginResult } from '../service.js';
import * as authRepo from '../repository.js';
import { sealSsn, ssnBlindIndex } from '../ssn.js';
import { openIdClientKeys } from './clientKeys.js';
import { resolveProvider, type OpenIdClients, type ResolvedProvider } from './client.js';
import * as repo from './repository.js';

export const TRANSACTION_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_TTL_MS = 60_000;

/** The login page's openid_error codes (spec admin-and-calls section 8), and the provider's own `error`. */
export type OpenIdErrorCode =
  | 'invalid_state'
  | 'invalid_token'
  | 'invalid_request'
  | 'user_not_found'
  | 'user_is_disabled'
  | 'no_permission'
  | 'general_error';

export class OpenIdFailure extends Error {
  constructor(
    readonly code: string,
    readonly instance: string | null,
    readonly language: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface OpenIdDeps extends AuthDeps {
  clients: OpenIdClients;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
export const newBrowserBinding = (): string => randomBytes(32).toString('base64url');

const UI_LOCALES: Record<Language, string> = { 'fi-FI': 'fi', 'sv-FI': 'sv', 'en-US': 'en' };

/** `/{instance}/{language}/oauth2/redirect?...`: the shell's openid callback page. */
export const callbackPagePath = (instance: string, language: string, query: Record<string, string>): string =>
  `/${instance}/${language}/oauth2/redirect?${new URLSearchParams(query).toString()}`;

export const languageOf = (instance: InstanceConfig, language: string | undefined): Language =>
  instance.languages.includes(language as Language) ? (language as Language) : instance.languages[0]!;

/**
 * The state sent to the provider: `<instance>~<language>~<random>`. Only the random part is a secret; the
 * prefix lets a callback whose transaction is gone still land on its instance's login page.
 */
const stateOf = (instance: string, language: string): string =>
  `${instance}~${language}~${client.randomState()}`;

export function landingOfState(
  deps: Pick<AuthDeps, 'instances'>,
  state: string | undefined,
): { instance: string; language: string } | null {
  const [instanceId, language] = (state ?? '').split('~');
  const instance = instanceId ? deps.instances.get(instanceId) : undefined;
  if (!instance) return null;
  return { instance: instance.id, language: languageOf(instance, language) };
}

export interface StartInput {
  instance: string;
  button: string;
  language?: string;
  purpose?: repo.OpenIdPurpose;
}

/**
 * Starts a login at the button's provider: state, nonce and PKCE verifier kept server-side for 10 minutes,
 * bound to the browser's binding value; answers the provider's authorization address with a signed request
 * object (JAR).
 */
export async function startLogin(
  deps: OpenIdDeps,
  input: StartInput,
  browserBinding: string,
): Promise<{ location: string }> {
  const instance = deps.instances.get(input.instance);
  if (!instance) throw new OpenIdFailure('invalid_request', null, null, 'Unknown instance');
  const language = languageOf(instance, input.language);
  const button = instance.login.externalButtons.find((b) => b.id === input.button);
  const provider =
    button?.enabled && button.provider ? resolveProvider(instance, button.provider, deps.publicOrigin) : null;
  if (!button || !provider) {
    throw new OpenIdFailure('invalid_request', instance.id, language, 'No enabled OpenID button of that id');
  }
  const now = deps.clock.now();
  const state = stateOf(instance.id, language);
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const keys = await openIdClientKeys(deps.db, deps.clock.now());
  const config = await deps.clients.configuration(provider, keys);
  const location = await client.buildAuthorizationUrlWithJAR(
    config,
    {
      redirect_uri: deps.clients.redirectUri,
      response_type: 'code',
      scope: provider.scopes.join(' '),
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: UI_LOCALES[language],
      acr_values: provider.acrValues.join(' '),
    },
    { key: keys.signing.privateKey, kid: keys.signing.kid },
  );
  await repo.insertTransaction(
    deps.db,
    sha256(state),
    sha256(browserBinding),
    {
      instance: instance.id,
      button: button.id,
      provider: provider.provider.id,
      language,
      purpose: input.purpose ?? 'login',
      nonce,
      code_verifier: codeVerifier,
      expires_at: new Date(now.getTime() + TRANSACTION_TTL_MS),
    },
    now,
  );
  return { location: location.href };
}

export interface CallbackResult {
  instance: string;
  language: string;
  code: string;
  purpose: repo.OpenIdPurpose;
}

/** The identity the provider vouched for (the ID token's claims, completed from userinfo when needed). */
interface Identity {
  sub: string;
  givenName: string;
  familyName: string;
  personalIdentityCode: string | null;
  sid: string | null;
  acr: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The provider's answer: the transaction of this state and browser, the code exchange (private_key_jwt,
 * PKCE, nonce, the encrypted ID token: all checked by openid-client), account linking, and a one-time code
 * for the browser. Every refusal is an OpenIdFailure with the login page's code.
 */
export async function finishLogin(
  deps: OpenIdDeps,
  currentUrl: URL,
  browserBinding: string | null,
  log: { warn(obj: object, msg: string): void },
): Promise<CallbackResult> {
  const now = deps.clock.now();
  const params = currentUrl.searchParams;
  const state = params.get('state') ?? undefined;
  const landing = landingOfState(deps, state);
  const fail = (code: string, message: string): OpenIdFailure =>
    new OpenIdFailure(code, landing?.instance ?? null, landing?.language ?? null, message);

  const tx =
    state && browserBinding
      ? await repo.takeTransaction(deps.db, sha256(state), sha256(browserBinding), now)
      : null;
  if (!tx) throw fail('invalid_state', 'No login under way for this state and browser');
  const instance = deps.instances.get(tx.instance);
  const provider = instance ? resolveProvider(instance, tx.provider, deps.publicOrigin) : null;
  if (!instance || !provider) throw fail('invalid_state', 'The provider is no longer configured');

  const providerError = params.get('error');
  if (providerError !== null) {
    // the provider's own code (access_denied when the user cancels); anything odd becomes general_error
    throw fail(
      /^[a-z_]{1,64}$/.test(providerError) ? providerError : 'general_error',
      'The provider refused',
    );
  }

  const identity = await exchangeCode(deps, provider, currentUrl, tx, log).catch((error: unknown) => {
    if (error instanceof OpenIdFailure) throw error;
    log.warn({ err: error, instance: tx.instance, provider: tx.provider }, 'openid code exchange refused');
    throw fail('invalid_token', 'The code exchange or the ID token was refused');
  });

  // the forgot-username dialog finds an account; it never makes one
  const user = await linkAccount(deps, provider, identity, now, tx.purpose === 'login').catch(
    (error: unknown) => {
      if (error instanceof OpenIdFailure) throw fail(error.code, error.message);
      throw error;
    },
  );

  const code = randomBytes(32).toString('base64url');
  await repo.insertLoginCode(
    deps.db,
    {
      codeHash: sha256(code),
      browserHash: sha256(browserBinding!),
      userId: user,
      instance: instance.id,
      provider: provider.provider.id,
      language: tx.language,
      providerSid: identity.sid,
      expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
    },
    now,
  );
  return { instance: instance.id, language: tx.language, code, purpose: tx.purpose };
}

async function exchangeCode(
  deps: OpenIdDeps,
  provider: ResolvedProvider,
  currentUrl: URL,
  tx: repo.OpenIdTransaction,
  log: { warn(obj: object, msg: string): void },
): Promise<Identity> {
  const keys = await openIdClientKeys(deps.db, deps.clock.now());
  const config = await deps.clients.configuration(provider, keys);
  const callbackUrl = new URL(deps.clients.redirectUri);
  callbackUrl.search = currentUrl.search;
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: tx.code_verifier,
    expectedNonce: tx.nonce,
    expectedState: client.skipStateCheck,
    idTokenExpected: true,
  });
  deps.clients.remember(provider, config);
  const acr = tokens.claims()?.acr;
  // a login weaker than the instance asked for (or of no stated level) is not a strong login
  if (typeof acr !== 'string' || !provider.acrValues.includes(acr)) {
    throw new Error(`the ID token's acr ${String(acr)} is not one of ${provider.acrValues.join(' ')}`);
  }
  // the profile encrypts the ID token: a signed-only one is refused even though its signature is good
  if (tokens.id_token?.split('.').length !== 5) throw new Error('the ID token is not encrypted');
  const claims = tokens.claims()!;
  let merged: Record<string, unknown> = { ...claims };
  if (text(claims.personal_identity_code) === null && tokens.access_token) {
    try {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      merged = { ...info, ...claims };
    } catch (error) {
      log.warn({ err: error }, 'openid userinfo refused');
    }
  }
  return {
    sub: claims.sub,
    givenName: text(merged.given_name) ?? '',
    familyName: text(merged.family_name) ?? '',
    personalIdentityCode: text(merged.personal_identity_code),
    sid: text(claims.sid),
    acr: text(claims.acr),
  };
}

/** A readable username of a new account: `etunimi.sukunimi`, ASCII, a number added while it is taken. */
async function freeUsername(deps: OpenIdDeps, instance: string, identity: Identity): Promise<string> {
  const ascii = (value: string): string =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '');
  const base = [ascii(identity.givenName), ascii(identity.familyName)].filter(Boolean).join('.') || 'user';
  for (let n = 0; n < 50; n++) {
    const name = n === 0 ? base : `${base}${n + 1}`;
    if (!(await repo.usernameTaken(deps.db, instance, name))) return name;
  }
  return `${base}.${randomBytes(4).toString('hex')}`;
}

/**
 * The user of the identity: its personal identity code through the instance's SSN blind index; no user and
 * the provider creates accounts: a ROLE_USER account (external, no local login, trusted); else refused.
 */
async function linkAccount(
  deps: OpenIdDeps,
  provider: ResolvedProvider,
  identity: Identity,
  now: Date,
  mayCreate: boolean,
): Promise<number> {
  const instance = provider.instance.id;
  const fail = (code: OpenIdErrorCode, message: string) => new OpenIdFailure(code, instance, null, message);
  const ssn = identity.personalIdentityCode;
  if (ssn === null || !checkHetu(ssn).valid) {
    throw fail('user_not_found', 'The provider gave no valid personal identity code');
  }
  let user = await repo.findUserByBlindIndex(deps.db, instance, ssnBlindIndex(deps.ssnKeys, instance, ssn));
  if (!user) {
    if (!provider.provider.createAccounts || !mayCreate)
      throw fail('user_not_found', 'No account has this identity');
    const sealed = sealSsn(deps.ssnKeys, instance, ssn);
    const sub = randomUUID();
    const id = await deps.db.transaction(async (tx) => {
      const username = await freeUsername({ ...deps, db: tx }, instance, identity);
      const created = await repo.insertExternalUser(tx, {
        instance,
        username,
        sub,
        firstName: identity.givenName,
        lastName: identity.familyName,
        identityProvider: `${instance}:${provider.provider.id}`,
        ssnEncrypted: sealed.encrypted,
        ssnBlindIndex: sealed.blindIndex,
        createdOn: now,
      });
      await recordAudit(tx, {
        instance,
        at: now,
        actor: null,
        subject: { userId: created, sub },
        action: 'user.create',
        target: sub,
        details: { roles: ['ROLE_USER'], via: 'openid', provider: provider.provider.id },
      });
      return created;
    });
    user = await repo.findLinkedUser(deps.db, id);
    if (!user) throw fail('general_error', 'The new account vanished');
  }
  if (user.disabled || user.locked_permanently) throw fail('user_is_disabled', 'The account is disabled');
  if (user.roles.length === 0 || user.roles.every((role) => role === 'ROLE_SELLER')) {
    throw fail('no_permission', 'The account has no role that can use the portal');
  }
  return user.id;
}

export interface ExchangeResult extends LoginResult {
  userId: number;
  provider: string;
}

/**
 * Trades a one-time code for a session: the code unused, unexpired and of this browser; the user still
 * allowed in. Refused: 400 invalid_token (the caller answers it).
 */
export async function exchangeLoginCode(
  deps: OpenIdDeps,
  code: string,
  browserBinding: string | null,
): Promise<ExchangeResult | null> {
  const now = deps.clock.now();
  const row = await repo.consumeLoginCode(
    deps.db,
    sha256(code),
    browserBinding === null ? null : sha256(browserBinding),
    now,
  );
  if (!row) return null;
  const instance = deps.instances.get(row.instance);
  const user = await repo.findLinkedUser(deps.db, row.user_id);
  if (!instance || !user || user.disabled || user.locked_permanently || user.roles.length === 0) return null;
  await authRepo.saveSuccessfulLogin(deps.db, user.id, now);
  const scopes = [...instance.oauth.scopes];
  const issued = await signAccessToken(
    deps.keys,
    deps.issuer,
    { sub: user.sub, instance: instance.id, roles: user.roles, scopes },
    now,
  );
  await repo.insertOpenIdSession(
    deps.db,
    {
      jti: issued.jti,
      instance: instance.id,
      provider: row.provider,
      language: row.language,
      providerSid: row.provider_sid,
      expiresAt: issued.expiresAt,
    },
    now,
  );
  return { issued, scopes, instance, userId: user.id, provider: row.provider };
}

/**
 * A session that came from a provider: the provider's end-session address (RP-initiated logout, with the
 * client id and our logged-out address), or null (a local session, a provider without end_session).
 */
export async function endSessionUrl(deps: OpenIdDeps, jti: string): Promise<string | null> {
  const session = await repo.takeOpenIdSession(deps.db, jti);
  if (!session) return null;
  const instance = deps.instances.get(session.instance);
  const provider = instance ? resolveProvider(instance, session.provider, deps.publicOrigin) : null;
  if (!instance || !provider) return null;
  try {
    const config = await deps.clients.configuration(
      provider,
      await openIdClientKeys(deps.db, deps.clock.now()),
    );
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      client_id: provider.clientId,
      post_logout_redirect_uri: deps.clients.postLogoutRedirectUri,
      state: `${instance.id}~${session.language}~${client.randomState()}`,
      ui_locales: UI_LOCALES[languageOf(instance, session.language)],
    }).href;
  } catch {
    return null;
  }
}
