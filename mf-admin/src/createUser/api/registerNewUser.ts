import { apiRequest, type NewUserAnswer, type NewUserRequest, type Subject } from '@portal/shared';

/**
 * `POST /auth/admin/register_new_user` (STAFF): a new ROLE_USER account and an invitation mail with a
 * one-time link to set its password. 400 `username_already_exist` when the address is taken,
 * `validations_fail` with `details.fields` for a broken field rule.
 */
export const registerNewUser = (subject: Subject, request: NewUserRequest): Promise<NewUserAnswer> =>
  apiRequest<NewUserAnswer>({
    method: 'POST',
    path: '/auth/admin/register_new_user',
    subject,
    body: request,
    statusErrors: { 401: 'accessDeniedError' },
  });
