import { STAFF, targetUser } from '@portal/shared';
import { mockFetch } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { changeRole, deleteUser, fetchUserInfo, removeRole, revealSsn, searchUsers, updateUser } from '.';

const subject = targetUser('sub-1');

describe('admin user calls: the spec paths, the subject headers', () => {
  it('the user search is a STAFF call with the page in the query and the search in the body', async () => {
    const api = mockFetch({
      '/auth/list_instance_users?page=1&pageSize=100&sort=lastName&direction=desc': () => ({
        body: { items: [], total: 0, page: 1, pageSize: 100 },
      }),
    });
    await searchUsers(
      STAFF,
      { lastName: 'Vi' },
      { page: 1, pageSize: 100, sort: 'lastName', direction: 'desc' },
    );
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { lastName: 'Vi' } });
    expect(api.calls[0]!.headers['Target-User']).toBeUndefined();
  });

  it('401 on the user search is errors.accessDeniedError', async () => {
    mockFetch({ '/auth/list_instance_users?page=0&pageSize=50': () => ({ status: 401, body: {} }) });
    await expect(searchUsers(STAFF, {}, { page: 0, pageSize: 50 })).rejects.toMatchObject({
      errorCode: 'accessDeniedError',
    });
  });

  it('the calls about one user go to the admin paths with Target-User', async () => {
    const api = mockFetch({
      '/auth/admin/userinfo': () => ({ body: {} }),
      '/auth/admin/role': () => ({ body: { roles: ['ROLE_ADMIN'] } }),
      [`/auth/admin/role?base64Role=${encodeURIComponent(btoa('ROLE_ADMIN'))}`]: () => ({
        body: { roles: [] },
      }),
      '/auth/admin/delete_user': () => ({ status: 204 }),
      '/auth/admin/update_user': () => ({ body: {} }),
      '/auth/admin/ssn?base64CipherSSN=YWJj%2Bw%3D%3D': () => ({ body: { ssn: '131052-308T' } }),
    });
    await fetchUserInfo(subject);
    await changeRole(subject, { newRoleName: 'ROLE_ADMIN', originalRoleName: 'ROLE_USER' });
    await removeRole(subject, 'ROLE_ADMIN');
    await deleteUser(subject);
    await updateUser(subject, { email: 'a@example.fi' });
    await expect(revealSsn(subject, 'YWJj+w==')).resolves.toEqual({ ssn: '131052-308T' });
    expect(
      api.calls.map((call) => [call.method, call.path.split('?')[0], call.headers['Target-User']]),
    ).toEqual([
      ['GET', '/auth/admin/userinfo', 'sub-1'],
      ['POST', '/auth/admin/role', 'sub-1'],
      ['DELETE', '/auth/admin/role', 'sub-1'],
      ['POST', '/auth/admin/delete_user', 'sub-1'],
      ['PUT', '/auth/admin/update_user', 'sub-1'],
      ['GET', '/auth/admin/ssn', 'sub-1'],
    ]);
    expect(api.calls[1]!.body).toEqual({ newRoleName: 'ROLE_ADMIN', originalRoleName: 'ROLE_USER' });
    expect(api.calls[4]!.body).toEqual({ email: 'a@example.fi' });
  });
});
