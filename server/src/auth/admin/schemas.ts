/**
 * JSON schemas of the staff calls (spec admin-and-calls sections 3, 5 and 7; wire types in
 * shared/src/api/admin.ts). Strings carry the spec's length limits as maxLength; the lower limits and
 * formats are the service's rules, answered with a rule code per field.
 */
import { ALL_ROLES } from '@portal/instances';
import { PROFILE_LIMITS } from '@portal/shared/api/accountRules';
import { LANGUAGES } from '../schemas.js';
import { pageOfSchema, pageQuerySchema } from '../../http/paging.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const role = { type: 'string', enum: ALL_ROLES } as const;
const roles = { type: 'array', maxItems: ALL_ROLES.length, items: role } as const;

/** +358 and 9 digits with a few spaces or dashes typed in between */
const PHONE_MAX = 20;
/** 11 characters, and room for spaces typed around it */
const SSN_MAX = 20;
/** spec section 5: sub 5-150 */
const SUB_MAX = 150;

export const USER_SORT_FIELDS = ['lastName', 'firstName', 'username', 'email', 'createdOn'] as const;

/** `?page=0&pageSize=50&sort=lastName&direction=asc` (http/paging.ts) */
export const pageQuery = pageQuerySchema(USER_SORT_FIELDS);

export const userSearch = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text(PROFILE_LIMITS.firstName.max),
    lastName: text(PROFILE_LIMITS.lastName.max),
    username: text(PROFILE_LIMITS.username.max),
    email: text(PROFILE_LIMITS.email.max),
    phoneNumber: text(PHONE_MAX),
    socialSecurityNumber: text(SSN_MAX),
    sub: text(SUB_MAX),
    roles: { ...roles, uniqueItems: true },
  },
} as const;

const userListEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['userInfo', 'roles', 'censored'],
  properties: {
    userInfo: {
      type: 'object',
      additionalProperties: false,
      required: ['sub', 'name', 'username', 'phoneNumber', 'email', 'filledWithDummyData'],
      properties: {
        sub: { type: 'string', format: 'uuid' },
        name: text(201),
        username: nullableText(256),
        phoneNumber: nullableText(64),
        email: nullableText(256),
        filledWithDummyData: { type: 'boolean' },
      },
    },
    roles,
    censored: { type: 'boolean', description: 'only the name is given, and the user cannot be opened' },
  },
} as const;

export const userPage = pageOfSchema(userListEntry);

const instant = { type: 'string', format: 'date-time' } as const;

export const adminUserInfo = {
  type: 'object',
  additionalProperties: false,
  required: [
    'sub',
    'name',
    'firstName',
    'lastName',
    'username',
    'email',
    'phoneNumber',
    'provider',
    'accountLockedOn',
    'loginAttempts',
    'filledWithDummyData',
    'encryptedSocialSecurityNumber',
    'allowLocalLogin',
    'roles',
  ],
  properties: {
    sub: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    username: { type: 'string' },
    email: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'] },
    provider: { type: 'string', enum: ['local', 'external'] },
    createdOn: { ...instant, description: 'superuser and admin only (accountDates)' },
    lastLoginOn: { type: ['string', 'null'], format: 'date-time', description: 'superuser and admin only' },
    accountLockedOn: { type: ['string', 'null'], format: 'date-time' },
    loginAttempts: { type: 'integer' },
    filledWithDummyData: { type: 'boolean' },
    encryptedSocialSecurityNumber: {
      type: ['string', 'null'],
      description: 'the stored ciphertext (base64url); GET /auth/admin/ssn turns it into the number',
    },
    allowLocalLogin: { type: 'boolean' },
    roles,
    trustedAccount: { type: ['boolean', 'null'], description: 'superuser only (superuserDetails)' },
  },
} as const;

export const roleChange = {
  type: 'object',
  additionalProperties: false,
  required: ['newRoleName'],
  properties: { newRoleName: role, originalRoleName: role },
} as const;

export const removeRoleQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['base64Role'],
  properties: { base64Role: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const rolesAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['roles'],
  properties: { roles },
} as const;

export const adminUserUpdate = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text(PROFILE_LIMITS.firstName.max),
    lastName: text(PROFILE_LIMITS.lastName.max),
    username: text(PROFILE_LIMITS.username.max),
    email: text(PROFILE_LIMITS.email.max),
    phoneNumber: text(PHONE_MAX),
  },
} as const;

export const ssnQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['base64CipherSSN'],
  // iv, tag and an 11-character number are 52 characters of base64
  properties: { base64CipherSSN: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const ssnAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['ssn'],
  properties: { ssn: { type: 'string' } },
} as const;

export const newUserRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email', 'language', 'requiredSSN'],
  properties: {
    firstName: text(PROFILE_LIMITS.firstName.max),
    lastName: text(PROFILE_LIMITS.lastName.max),
    email: text(PROFILE_LIMITS.email.max),
    language: { type: 'string', enum: LANGUAGES },
    redirectUrl: text(2000),
    requiredSSN: { type: 'boolean' },
  },
} as const;

export const newUserAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['sub', 'email'],
  properties: { sub: { type: 'string', format: 'uuid' }, email: { type: 'string' } },
} as const;

/** delete_user takes no body: none, or an empty object */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;
