import { apiRequest, type SsnAnswer, type Subject } from '@portal/shared';

/**
 * `GET /auth/admin/ssn?base64CipherSSN=` for `targetUser(sub)`: the number behind the user's encrypted SSN,
 * for an SSN viewer only (the server audits every reveal against the target user).
 */
export const revealSsn = (subject: Subject, encryptedSsn: string): Promise<SsnAnswer> =>
  apiRequest<SsnAnswer>({
    path: `/auth/admin/ssn?${new URLSearchParams({ base64CipherSSN: encryptedSsn }).toString()}`,
    subject,
  });
