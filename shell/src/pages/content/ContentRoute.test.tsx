import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MenuSection } from '@portal/instances';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../../test/renderPortal';
import { forgetContentFiles } from './contentFiles';

const menu: MenuSection[] = [
  {
    id: 'support',
    entries: [
      { type: 'item', id: 'faq', labelKey: 'shell.menu.faq', endpoint: 'online/faq', roles: ['ROLE_USER'] },
      {
        type: 'item',
        id: 'customerService',
        labelKey: 'shell.menu.customerService',
        endpoint: 'online/customer-service',
        roles: ['ROLE_USER'],
        scopes: ['customer_service_demo1'],
      },
    ],
  },
];
const instance = testInstance({ menu, flags: { retiredReportingNotice: true } });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  forgetContentFiles();
});

describe('content page routes', () => {
  it("a page of the instance's menu opens for a user its rule allows", async () => {
    await renderPortal('/demo1/fi-FI/online/faq', { instance, user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usein kysyttyä' })).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/online/faq');
  });

  it('a logged-out user on a content page goes to / and on to welcome', async () => {
    await renderPortal('/demo1/fi-FI/online/faq', { instance, user: null });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/welcome'));
  });

  it("a user without the page's scope goes to the 401 page", async () => {
    await renderPortal('/demo1/fi-FI/online/customer-service', { instance, user: testUser({ scopes: [] }) });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/401'));
  });

  it('a page the instance does not offer shows the 404 page at its address', async () => {
    await renderPortal('/demo1/fi-FI/online/lowell', { instance, user: testUser() });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/ei löytynyt/i),
    );
    expect(location()).toBe('/demo1/fi-FI/online/lowell');
  });

  it('the retired-reporting notice opens logged out where the flag is on', async () => {
    await renderPortal('/demo1/fi-FI/online/retired-reporting', { instance, user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vanha raportointipalvelu' })).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/online/retired-reporting');
  });
});
