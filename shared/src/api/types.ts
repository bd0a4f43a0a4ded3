/** Types of the API contract between the bundles and the server. */
import type { Language, Role } from '@portal/instances';

export type { Language, Role };

/** Every non-2xx response body of the server. `error` is a code of the error catalogue. */
export interface ApiErrorBody {
  error: string;
  error_description?: string;
  details?: Record<string, unknown>;
}

/** POST /auth/oauth/token (form: grant_type=password, username, password, client_id=mimo_<instance>) */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

/** GET /auth/userinfo */
export interface UserInfo {
  sub: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  roles: Role[];
  /** the client's scopes carried by the token */
  scopes: string[];
  instance: string;
  provider: 'local' | 'external';
  allowLocalLogin: boolean;
  filledWithDummyData: boolean;
  trustedAccount: boolean | null;
  /** the user has at least one district heating usage place (drives the hideDistrictHeatingSection cookie) */
  hasHeatUsagePlaces: boolean;
}

export type NoteVariant = 'other' | 'success' | 'info' | 'warning' | 'error';

export interface Note {
  id: number;
  gridFk: number;
  customerCode: string;
  note: string;
  createdTime: string;
  editedTime: string | null;
  variant: NoteVariant;
  dueDate: string | null;
  startDate: string | null;
  endDate: string | null;
  createdBy: string | null;
}

/** body of POST /connector/v1/notes and PUT /connector/v1/notes/{id} */
export interface NoteInput {
  locationFk: number;
  note: string;
  variant: NoteVariant;
  dueDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  createdBy?: string | null;
}

export interface LocationWithNotes {
  gridFk: number;
  locationFk: number;
  locationCode: string;
  targetText: string;
  name: string;
  notes: Note[];
}
