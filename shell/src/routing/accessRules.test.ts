import { describe, expect, it } from 'vitest';
import type { MenuSection } from '@portal/instances';
import { testInstance } from '@portal/shared/testing';
import { isLoggedOutOnly, resolveCatchAll } from './accessRules';

const menuWith = (...endpoints: string[]): MenuSection[] => [
  {
    id: 's',
    entries: [
      { type: 'external', id: 'ext', labelKey: 'l', url: 'https://example.com' },
      {
        type: 'group',
        id: 'g',
        labelKey: 'g',
        items: endpoints.map((endpoint, i) => ({ type: 'item', id: `i${i}`, labelKey: 'l', endpoint })),
      },
    ],
  },
];

describe('catch-all', () => {
  it('sends a logged-in user to the first active menu item', () => {
    expect(
      resolveCatchAll({
        instance: testInstance(),
        loggedIn: true,
        visibleMenu: menuWith('online/notes', 'online/home'),
      }),
    ).toBe('online/notes');
  });
  it('sends a logged-in user to the 401 page when no menu item is active', () => {
    expect(resolveCatchAll({ instance: testInstance(), loggedIn: true, visibleMenu: menuWith() })).toBe(
      '401',
    );
  });
  it('sends staff to the first item their staff roles open, before the customer pages', () => {
    expect(
      resolveCatchAll({
        instance: testInstance(),
        loggedIn: true,
        visibleMenu: menuWith('online/notes', 'admin/user-management'),
        staffMenu: menuWith('admin/user-management'),
      }),
    ).toBe('admin/user-management');
  });
  it('sends staff whose staff roles open nothing yet to the first item of their menu', () => {
    expect(
      resolveCatchAll({
        instance: testInstance(),
        loggedIn: true,
        visibleMenu: menuWith('online/notes'),
        staffMenu: menuWith(),
      }),
    ).toBe('online/notes');
  });
  it('sends a logged-out user to login when the instance has an external main-page link', () => {
    const instance = testInstance({ links: { externalMainPage: 'https://utility.example' } });
    expect(resolveCatchAll({ instance, loggedIn: false, visibleMenu: [] })).toBe('login');
  });
  it('sends a logged-out user to welcome otherwise', () => {
    expect(resolveCatchAll({ instance: testInstance(), loggedIn: false, visibleMenu: [] })).toBe('welcome');
  });
});

describe('logged-out-only pages', () => {
  it('welcome, login and reset-password open only for logged-out users', () => {
    expect(['welcome', 'login', 'reset-password'].every(isLoggedOutOnly)).toBe(true);
    expect(isLoggedOutOnly('online/notes')).toBe(false);
    expect(isLoggedOutOnly('oauth2/redirect')).toBe(false);
  });
});
