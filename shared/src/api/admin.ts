/**
 * The staff calls' wire types (spec admin-and-calls sections 3 and 7; docs/contracts.md, "Staff calls").
 * Every list is paged on the server (`paging.ts`).
 */
import type { Language, Role } from '@portal/instances';

/** `POST /auth/list_instance_users`: every field optional; text fields match from the start, case-insensitive. */
export interface UserSearch {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phoneNumber?: string;
  /** exact, through the keyed blind index (never compared in the clear) */
  socialSecurityNumber?: string;
  /** exact; the field is shown to superusers only, and the server ignores it from anyone else */
  sub?: string;
  /** users having any of these roles */
  roles?: Role[];
}

export type UserSortField = 'lastName' | 'firstName' | 'username' | 'email' | 'createdOn';

/** A row of the user list. A censored user's row carries the name only and cannot be opened. */
export interface UserListEntry {
  userInfo: {
    sub: string;
    name: string;
    username: string | null;
    phoneNumber: string | null;
    email: string | null;
    filledWithDummyData: boolean;
  };
  roles: Role[];
  censored: boolean;
}

/**
 * `GET /auth/admin/userinfo` (Target-User): a user as staff receive them. Fields a role may not see are
 * absent, not null: createdOn and lastLoginOn for superuser and admin, trustedAccount for superuser.
 */
export interface AdminUserInfo {
  sub: string;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
  provider: 'local' | 'external';
  createdOn?: string;
  lastLoginOn?: string | null;
  /** ISO instant of a staff lock or an active lockout, else null */
  accountLockedOn: string | null;
  loginAttempts: number;
  filledWithDummyData: boolean;
  /** the SSN as stored (AES-256-GCM, base64): `GET /auth/admin/ssn` turns it into the number for an SSN viewer */
  encryptedSocialSecurityNumber: string | null;
  /** local login allowed for this user: the instance allows it and the user is not filled with dummy data */
  allowLocalLogin: boolean;
  roles: Role[];
  trustedAccount?: boolean | null;
}

/** `POST /auth/admin/role` (Target-User): add `newRoleName`, or replace `originalRoleName` by it. */
export interface RoleChange {
  newRoleName: Role;
  originalRoleName?: Role;
}

/** `PUT /auth/admin/update_user` (Target-User): empty values are left out before sending. */
export interface AdminUserUpdate {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  phoneNumber?: string;
}

/** `POST /auth/admin/register_new_user`: an invitation mail with a one-time link to set a password. */
export interface NewUserRequest {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  /** where the set-password page sends the new user afterwards; the server accepts only its own origin */
  redirectUrl?: string;
  /** the new user must give a valid social security number when setting the password */
  requiredSSN: boolean;
}

export interface NewUserAnswer {
  sub: string;
  email: string;
}

/** `GET /auth/admin/ssn?base64CipherSSN=`: the number, for ROLE_SSN_VIEWER only; every reveal is audited. */
export interface SsnAnswer {
  ssn: string;
}

/** `POST /connector/v1/admin/contracts` (spec section 3, "Contract search form"). */
export interface ContractSearch {
  usagePlaceNumber?: string;
  customerNumber?: string;
  userOrCompanyName?: string;
  address?: string;
  identificationNumber?: string;
  /** default true: only contracts in force today */
  activeContracts?: boolean;
}

export type ContractSortField = 'customerName' | 'customerCode' | 'locationCode' | 'validFrom' | 'validTo';

/** A contract as the contract search answers it (spec section 3, "Contract"). */
export interface AdminContract {
  contractCode: string;
  /** grid, sales, distribution, or the raw type text */
  contractType: string | null;
  energyType: string;
  salesContract: {
    customerName: string;
    customerCode: string;
    locationCode: string;
    sellerCode: string | null;
    validFrom: string | null;
    validTo: string | null;
    profile: string | null;
  };
  contractAuthInfo: {
    identificationNumber: string;
    possessorContractCode: string | null;
    productType: string | null;
  };
  location: {
    gsrnCode: string | null;
    targetText: string | null;
    locationName: string;
    address: string;
    fuseSize: string | null;
    possessorLocationCode: string | null;
    gridZone: string | null;
    transformer: string | null;
  };
}

/** `GET /connector/v1/dataAccessLog` (customer): what staff did with the caller's data, newest first. */
export interface DataAccessEntry {
  at: string;
  /** the staff member's role that allowed it (the highest of theirs), never their name or username */
  actorRole: Role | null;
  /** e.g. 'reports.read', 'ssn.reveal', 'user.update', 'user.role.add', 'locations.add' */
  action: string;
  reasonCode: string | null;
  reasonText: string | null;
}
