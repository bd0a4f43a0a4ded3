import type { Language } from '@portal/instances';
import enUS from './en-US.json';
import fiFI from './fi-FI.json';
import svFI from './sv-FI.json';

/** Messages every bundle can use: the error catalogue (`errors.*`) and common texts (`common.*`). */
export const sharedMessages: Record<Language, Record<string, string>> = {
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'en-US': enUS,
};

/** Every code of the error catalogue; each has an `errors.<code>` message in every language. */
export const ERROR_CATALOGUE_CODES = [
  'bad_credentials',
  'user_not_found',
  'user_is_disabled',
  'user_account_is_locked',
  'account_locked_until',
  'local_login_is_disabled',
  'no_permission',
  'invalid_authorities',
  'strong_auth_required',
  'invalid_token',
  'general_error',
  'cookie_problem',
  'username_already_exist',
  'validations_fail',
  'end_date_error',
  'invalid_customer_data',
  'expired_customer_data',
  'invalid_reset_code',
  'invalid_current_password',
  'accessDeniedError',
  'deficient_rights',
  'generalError',
  'serviceUnavailable',
  'invalidValues',
  'invalidSSN',
  'invalid_client',
  'invalid_request',
  'not_found',
  'unauthorized',
  'forbidden',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'access_reason_required',
  'invalid_information',
  'note_not_found',
  'location_not_found',
  'customer_not_found',
  'invoice_not_found',
  'not_mapped_by_user',
  'invalid_checksum',
] as const;

export type ErrorCatalogueCode = (typeof ERROR_CATALOGUE_CODES)[number];
