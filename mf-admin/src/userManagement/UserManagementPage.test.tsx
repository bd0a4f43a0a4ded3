import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@portal/shared';
import { mockFetch, renderModule, testUser, type Handler } from '@portal/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import adminModule from '../module';
import { adminUserInfo, listEntry, pageOf } from './state/fixtures';
import { UserManagementPage } from './UserManagementPage';
import { STAFF } from '@portal/shared';

/** the table's view is a lazily loaded chunk: slow on a busy machine */
const LAZY = { timeout: 10_000 };
const url = '/demo1/en-US/admin/user-management';
const SEARCH = '/auth/list_instance_users?page=0&pageSize=50';

const staff = (roles: Role[], sub = 'staff-1') => testUser({ sub, roles, username: 'staff' });
const admin = staff(['ROLE_ADMIN']);
const superuser = staff(['ROLE_SUPERUSER']);
const servant = staff(['ROLE_SERVANT']);
const ssnViewer = staff(['ROLE_SERVANT', 'ROLE_SSN_VIEWER']);

const alice = listEntry('alice', { roles: ['ROLE_USER'] });
const bob = listEntry('bob', { censored: true, userInfo: { ...listEntry('bob').userInfo, email: null } });

const noPlaces = () => ({ body: { usagePlaces: [], filteredUsagePlacesByEnergyType: [] } });

function setUp(handlers: Record<string, Handler> = {}, user = admin, options: { logout?: () => void } = {}) {
  const api = mockFetch({
    [SEARCH]: () => ({ body: pageOf([alice, bob]) }),
    '/auth/admin/userinfo': () => ({ body: adminUserInfo('alice') }),
    '/connector/v1/admin/reportOptions': noPlaces,
    ...handlers,
  });
  const view = renderModule(adminModule, <UserManagementPage subject={STAFF} />, {
    url,
    user,
    logout: options.logout,
  });
  return { api, view };
}

async function searchByLastName(value = 'Us') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Last name' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

async function openAlice() {
  await searchByLastName();
  fireEvent.click(await screen.findByRole('button', { name: 'Open User alice' }, LAZY));
  return screen.findByRole('heading', { level: 2, name: 'User alice' });
}

describe('user management page (spec admin-and-calls sections 2, 4, 5, 8)', { timeout: 60_000 }, () => {
  it("an empty search with no roles asks to confirm 'search all'; the list tab's title shows the count", async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Search all users?' });
    expect(api.callsTo(SEARCH)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Search all', hidden: true }));
    expect(await screen.findByRole('tab', { name: 'Users (2)' }, LAZY)).toBeTruthy();
    expect(api.callsTo(SEARCH)[0]!.body).toEqual({});
  });

  it('a search with values or roles is sent at once, empty values left out', async () => {
    const { api } = setUp();
    await searchByLastName(' Vir ');
    await waitFor(() => expect(api.callsTo(SEARCH)).toHaveLength(1));
    expect(api.callsTo(SEARCH)[0]!.body).toEqual({ lastName: 'Vir' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('field rules show localized messages and block the search', async () => {
    const { api } = setUp();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Personal identity code' }), {
      target: { value: '131052-308A' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('The check character of the personal identity code is wrong.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter at least 2 characters.')).toBeTruthy();
    expect(api.callsTo(SEARCH)).toHaveLength(0);
  });

  it('the sub field is shown to superusers only', async () => {
    setUp({}, superuser);
    expect(await screen.findByRole('textbox', { name: 'User ID (sub)' })).toBeTruthy();
  });

  it('no sub field for an admin', async () => {
    setUp({}, admin);
    await screen.findByRole('textbox', { name: 'Last name' });
    expect(screen.queryByRole('textbox', { name: 'User ID (sub)' })).toBeNull();
  });

  it("'no users found' when the search finds none; an access-denied answer shows its message", async () => {
    setUp({ [SEARCH]: () => ({ body: pageOf([]) }) });
    await searchByLastName();
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users (0)' })).toBeTruthy();
  });

  it('401 on the user search is access denied', async () => {
    setUp({ [SEARCH]: () => ({ status: 401, body: { error: 'unauthorized' } }) });
    await searchByLastName();
    expect(
      await screen.findByText('Access denied. You do not have the rights needed for this action.'),
    ).toBeTruthy();
  });

  it("a censored user's row cannot be opened and shows an access-denied icon with an accessible name", async () => {
    setUp();
    await searchByLastName();
    const table = await screen.findByRole('table', { name: 'Users found' }, LAZY);
    const row = within(table).getByText('User bob').closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Access denied' })).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Open User alice' })).toBeTruthy();
  });

  it('opening a row adds a tab for that user and activates it; opening it again activates it; closing returns to the list', async () => {
    const { api } = setUp();
    await openAlice();
    expect(screen.getByRole('tab', { name: 'User alice' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/auth/admin/userinfo')[0]!.headers['Target-User']).toBe('alice');
    fireEvent.click(screen.getByRole('tab', { name: 'Users (2)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open User alice' }, LAZY));
    await screen.findByRole('heading', { level: 2, name: 'User alice' });
    expect(screen.getAllByRole('tab', { name: 'User alice' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close tab' }));
    expect(await screen.findByRole('table', { name: 'Users found' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'User alice' })).toBeNull();
  });

  it('user details: created-on and last login where sent; trusted account and sub for a superuser', async () => {
    const info = adminUserInfo('alice', {
      createdOn: '2025-03-01T08:00:00Z',
      lastLoginOn: null,
      trustedAccount: null,
    });
    setUp({ '/auth/admin/userinfo': () => ({ body: info }) }, superuser);
    await openAlice();
    expect(screen.getByText('Created on')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText('Trusted account').nextSibling?.textContent).toBe('Unknown');
    expect(screen.getByText('User ID (sub)', { selector: 'dt' }).nextSibling?.textContent).toBe('alice');
  });

  it('an admin sees no trusted account or sub; without the dates in the answer none are shown', async () => {
    setUp(
      { '/auth/admin/userinfo': () => ({ body: adminUserInfo('alice', { trustedAccount: true }) }) },
      admin,
    );
    await openAlice();
    expect(screen.queryByText('Trusted account')).toBeNull();
    expect(screen.queryByText('User ID (sub)', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Created on')).toBeNull();
    expect(screen.queryByText('Personal identity code', { selector: 'dt' })).toBeNull();
  });

  it('the SSN is shown to an SSN viewer only after pressing show, with a copy snackbar', async () => {
    const info = adminUserInfo('alice', { encryptedSocialSecurityNumber: 'Y2lwaGVy' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { api } = setUp(
      {
        '/auth/admin/userinfo': () => ({ body: info }),
        '/auth/admin/ssn?base64CipherSSN=Y2lwaGVy': () => ({ body: { ssn: '131052-308T' } }),
      },
      ssnViewer,
    );
    await openAlice();
    expect(screen.queryByText('131052-308T')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('131052-308T')).toBeTruthy();
    expect(api.callsTo('/auth/admin/ssn?base64CipherSSN=Y2lwaGVy')[0]!.headers['Target-User']).toBe('alice');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findAllByText('Copied to the clipboard.')).length).toBeGreaterThan(0);
    expect(writeText).toHaveBeenCalledWith('131052-308T');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByText('131052-308T')).toBeNull());
  });

  it('a servant sees the roles read-only', async () => {
    setUp({}, servant);
    await openAlice();
    const roles = screen.getByRole('list', { name: 'Roles of User alice' });
    expect(within(roles).getByText('User')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove role/ })).toBeNull();
    expect(screen.getByText('You can see the roles but not change them.')).toBeTruthy();
  });

  it('an admin adds a role; ROLE_SUPERUSER is not offered to an admin', async () => {
    const { api } = setUp({
      '/auth/admin/role': () => ({ body: { roles: ['ROLE_USER', 'ROLE_SERVANT'] } }),
    });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    const select = within(dialog).getByRole('combobox', { name: 'Role', hidden: true });
    const offered = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(offered).not.toContain('Superuser');
    fireEvent.change(select, { target: { value: 'ROLE_SERVANT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a role' })).toBeNull());
    expect(api.callsTo('/auth/admin/role')[0]!.body).toEqual({ newRoleName: 'ROLE_SERVANT' });
    expect(
      within(screen.getByRole('list', { name: 'Roles of User alice' })).getByText('Customer servant'),
    ).toBeTruthy();
  });

  it('a superuser is offered ROLE_SUPERUSER; editing replaces the original role', async () => {
    const { api } = setUp({ '/auth/admin/role': () => ({ body: { roles: ['ROLE_SUPERUSER'] } }) }, superuser);
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Change role User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role' });
    const select = within(dialog).getByRole('combobox', { name: 'Role', hidden: true });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toContain('Superuser');
    fireEvent.change(select, { target: { value: 'ROLE_SUPERUSER' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() =>
      expect(api.callsTo('/auth/admin/role')[0]?.body).toEqual({
        newRoleName: 'ROLE_SUPERUSER',
        originalRoleName: 'ROLE_USER',
      }),
    );
  });

  it('a role the user already has closes the dialog without a call', async () => {
    const { api } = setUp();
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Change role User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the role' })).toBeNull());
    expect(api.callsTo('/auth/admin/role')).toHaveLength(0);
  });

  it.each([401, 403])(
    "%i on a role change shows 'You do not have permission to add or edit roles.'",
    async (status) => {
      setUp({ '/auth/admin/role': () => ({ status, body: { error: 'forbidden' } }) });
      await openAlice();
      fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
      expect(
        await within(dialog).findByText('You do not have permission to add or edit roles.'),
      ).toBeTruthy();
    },
  );

  it('deleting a role asks for confirmation; a user left with no roles leaves the list', async () => {
    const del = `/auth/admin/role?base64Role=${encodeURIComponent(btoa('ROLE_USER'))}`;
    const { api } = setUp({ [del]: () => ({ body: { roles: [] } }) });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Remove role User' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the role?' });
    expect(api.callsTo(del)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove', hidden: true }));
    expect(await screen.findByText('The user has no roles and cannot log in.')).toBeTruthy();
    expect(api.callsTo(del)[0]!.method).toBe('DELETE');
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeTruthy();
  });

  it('edit user: names and username only with local login, empty values removed, the server field errors at the fields, values kept', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: 'validations_fail',
        details: { fields: [{ field: '/username', rule: 'forbidden_characters' }] },
      },
    };
    const { api } = setUp({ '/auth/admin/update_user': () => answer });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Edit user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const username = within(dialog).getByRole('textbox', { name: /Username/, hidden: true });
    fireEvent.change(username, { target: { value: 'user-alice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText(/may not contain these characters/)).toBeTruthy();
    expect((username as HTMLInputElement).value).toBe('user-alice');
    expect(api.callsTo('/auth/admin/update_user')[0]!.body).toEqual({
      firstName: 'User',
      lastName: 'alice',
      username: 'user-alice',
      email: 'alice@example.fi',
    });
    answer = { status: 200, body: adminUserInfo('alice', { username: 'useralice', name: 'Alice Virta' }) };
    fireEvent.change(username, { target: { value: 'useralice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('The user’s details were saved.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Alice Virta' })).toBeTruthy();
  });

  it("the saved notice is the edit's: a role added afterwards ends it, and it can be dismissed", async () => {
    setUp({
      '/auth/admin/update_user': () => ({ body: adminUserInfo('alice', { name: 'Alice Virta' }) }),
      '/auth/admin/role': () => ({ body: { roles: ['ROLE_USER', 'ROLE_SERVANT'] } }),
    });
    await openAlice();
    const save = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit user' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
      expect(await screen.findByText('The user’s details were saved.')).toBeTruthy();
    };
    await save();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('The user’s details were saved.')).toBeNull();
    await save();
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role', hidden: true }), {
      target: { value: 'ROLE_SERVANT' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByText('The user’s details were saved.')).toBeNull());
  });

  it('edit user without local login: only email (required) and phone', async () => {
    setUp({ '/auth/admin/userinfo': () => ({ body: adminUserInfo('alice', { allowLocalLogin: false }) }) });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Edit user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).queryByRole('textbox', { name: /First name/, hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Username/, hidden: true })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/, hidden: true }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
  });

  it('delete user: confirm, then the call; the row and its tab go and a message says so', async () => {
    const { api } = setUp({ '/auth/admin/delete_user': () => ({ status: 204 }) });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the user?' });
    expect(api.callsTo('/auth/admin/delete_user')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('The user User alice was deleted.')).toBeTruthy();
    expect(api.callsTo('/auth/admin/delete_user')[0]!.headers['Target-User']).toBe('alice');
    expect(screen.queryByRole('tab', { name: 'User alice' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeTruthy();
  });

  it('deleting oneself logs out', async () => {
    const logout = vi.fn();
    setUp({ '/auth/admin/delete_user': () => ({ status: 204 }) }, staff(['ROLE_ADMIN'], 'alice'), { logout });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the user?' });
    expect(within(confirm).getByText(/This is your own account/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it("a failed delete shows the spec's message and the user stays", async () => {
    setUp({ '/auth/admin/delete_user': () => ({ status: 503, body: {} }) });
    await openAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the user?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    expect(
      await within(confirm).findByText(
        'Failed to delete user account. The service may be temporarily down. Try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'User alice' })).toBeTruthy();
  });

  it("the user's locations: info when none", async () => {
    setUp();
    await openAlice();
    expect(await screen.findByText('User alice has no usage places.')).toBeTruthy();
  });

  it("adding mapped locations uses the account page's form for the target user (admin paths, Target-User)", async () => {
    const { api } = setUp({
      '/connector/v1/admin/location/mappedByUser/fetch': () => ({ body: { usagePlaces: [] } }),
    });
    await openAlice();
    fireEvent.change(await screen.findByRole('textbox', { name: /Customer number/ }, LAZY), {
      target: { value: '100001' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Contract identifier/ }), {
      target: { value: 'E100001-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find usage places' }));
    await waitFor(() =>
      expect(api.callsTo('/connector/v1/admin/location/mappedByUser/fetch')).toHaveLength(1),
    );
    const call = api.callsTo('/connector/v1/admin/location/mappedByUser/fetch')[0]!;
    expect(call.headers['Target-User']).toBe('alice');
    expect(call.body).toEqual([
      { usagePlaceDetails: { customerNumber: '100001', contractIdentifier: 'E100001-1' } },
    ]);
    expect(api.callsTo('/connector/v1/admin/reportOptions')[0]!.headers['Target-User']).toBe('alice');
  });

  it('a row action opens the reason step of the report dialog', async () => {
    setUp();
    await searchByLastName();
    fireEvent.click(await screen.findByRole('button', { name: 'Reports of User alice' }, LAZY));
    expect(
      await screen.findByRole('dialog', { name: 'Why do you open the reports of User alice?' }, LAZY),
    ).toBeTruthy();
  });
});
