// The API contract's types live in @portal/shared (src/api/types.ts, type-only, no React). The server takes
// just that file so its type check does not pull in the front-end libraries that the package index exports.
export type { ApiErrorBody, TokenResponse, UserInfo } from '../../../shared/src/api/types.js';
