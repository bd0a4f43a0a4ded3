/** JSON schemas of the auth service: what the routes validate and what OpenAPI shows. */
import { ALL_ROLES } from '@portal/instances';

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const LANGUAGES = ['fi-FI', 'sv-FI', 'en-US'] as const;

export const userInfo = {
  $id: 'UserInfo',
  type: 'object',
  additionalProperties: false,
  required: [
    'sub',
    'username',
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'roles',
    'scopes',
    'instance',
    'provider',
    'allowLocalLogin',
    'filledWithDummyData',
    'trustedAccount',
    'hasHeatUsagePlaces',
  ],
  properties: {
    sub: { type: 'string', format: 'uuid' },
    username: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'] },
    roles: { type: 'array', items: { type: 'string', enum: ALL_ROLES } },
    scopes: { type: 'array', items: { type: 'string' } },
    instance: { type: 'string' },
    provider: { type: 'string', enum: ['local', 'external'] },
    allowLocalLogin: { type: 'boolean' },
    filledWithDummyData: { type: 'boolean' },
    trustedAccount: { type: ['boolean', 'null'] },
    hasHeatUsagePlaces: { type: 'boolean' },
  },
} as const;

export const userInfoRef = { $ref: 'UserInfo#' } as const;

export const tokenRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['grant_type', 'username', 'password', 'client_id'],
  properties: {
    grant_type: { type: 'string', enum: ['password'] },
    username: text(256, 1),
    password: text(256, 1),
    client_id: text(100, 1),
    scope: text(1000),
  },
} as const;

export const tokenResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['access_token', 'token_type', 'expires_in', 'scope'],
  properties: {
    access_token: { type: 'string' },
    token_type: { type: 'string', enum: ['bearer'] },
    expires_in: { type: 'integer' },
    scope: { type: 'string' },
  },
} as const;

export const resetRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'clientId', 'language'],
  properties: {
    username: text(256, 1),
    clientId: text(100, 1),
    language: { type: 'string', enum: LANGUAGES },
  },
} as const;

export const resetResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: ['sent'] } },
} as const;

export const resetConfirmRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'newPassword'],
  properties: {
    code: text(200, 1),
    newPassword: text(256),
    // a personal identity code is 11 characters; a little room for spaces typed around it
    socialSecurityNumber: text(20),
  },
} as const;

export const changePasswordRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword'],
  properties: { currentPassword: text(256), newPassword: text(256) },
} as const;

export const updateUserRequest = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text(256),
    lastName: text(256),
    username: text(256),
    email: nullableText(256),
    phoneNumber: nullableText(64),
  },
} as const;

/** No body: a body, if any, must be an empty object. */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** POST /auth/logout of a session that came from an OpenID provider: where the browser ends the provider's session */
export const logoutResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['logoutUrl'],
  properties: { logoutUrl: { type: 'string', format: 'uri' } },
} as const;
