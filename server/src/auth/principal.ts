import type { Role } from '@portal/instances';

/** Who made a request: set by `app.authenticate` from a verified token. The tenant is the token's client. */
export interface Principal {
  userId: number;
  sub: string;
  username: string;
  instance: string;
  roles: Role[];
  scopes: string[];
}
