import { SELF, targetUser, type UsagePlace } from '@portal/shared';
import { deferred, mockFetch, renderModule } from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARD_SERVICE_LINK_PATH } from '../api';
import meteringModule from '../module';
import { GuardServicePage } from './GuardServicePage';

const URL = '/demo1/en-US/online/guard-service';
const LINK = 'https://guard.example/portal?sig=abc';

const place = (locationCode: string, fullAddress: string): UsagePlace =>
  ({
    locationCode,
    address: { fullAddress, parts: { street: fullAddress, zipCode: '', city: '', locationName: '' } },
    customerInformation: { customerNumber: '100200', firstName: 'Maija', lastName: 'M', fullName: 'Maija M' },
  }) as unknown as UsagePlace;

const places = [place('2011425', 'Kotikatu 1, 33100 Tampere'), place('3000001', 'Rantatie 5, 35800 Mänttä')];

interface FakeTab {
  opener: unknown;
  location: { href: string };
  close: ReturnType<typeof vi.fn>;
}

function openTab(
  tab: FakeTab | null = { opener: window, location: { href: 'about:blank' }, close: vi.fn() },
) {
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { open, tab };
}

type LinkAnswer = { status?: number; body?: unknown };

function setup(link: () => Promise<LinkAnswer> | LinkAnswer) {
  const api = mockFetch({
    '/connector/v1/reportOptions': () => ({
      body: { usagePlaces: places, filteredUsagePlacesByEnergyType: places },
    }),
    '/connector/v1/admin/reportOptions': () => ({
      body: { usagePlaces: places, filteredUsagePlacesByEnergyType: places },
    }),
    [GUARD_SERVICE_LINK_PATH]: link,
    '/connector/v1/admin/guard-service/link': link,
  });
  return { api };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GuardServicePage', () => {
  it('the go button becomes "building link" with a spinner while the link is made, then the tab opened on the click goes there', async () => {
    const held = deferred<{ status?: number; body?: unknown }>();
    const { api } = setup(() => held.promise);
    const { open, tab } = openTab();
    renderModule(meteringModule, <GuardServicePage subject={SELF} />, { url: URL });
    fireEvent.click(await screen.findByRole('combobox', { name: 'Usage place' }));
    fireEvent.click(screen.getByRole('option', { name: 'Rantatie 5, 35800 Mänttä (3000001)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to the guard service' }));
    // opened in the click itself, so a popup blocker counts it as the user's
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab!.opener).toBeNull();
    const building = await screen.findByRole('button', { name: 'Building the link…' });
    expect(building.getAttribute('aria-disabled')).toBe('true');
    expect(api.callsTo(GUARD_SERVICE_LINK_PATH)[0]).toMatchObject({
      method: 'POST',
      body: { locationCode: '3000001' },
    });
    await act(async () => held.resolve({ body: { url: LINK, expiresAt: '2026-01-01T00:05:00Z' } }));
    await waitFor(() => expect(tab!.location.href).toBe(LINK));
    expect(screen.getByRole('button', { name: 'Go to the guard service' })).toBeTruthy();
  });

  it('a failure closes the tab and says so', async () => {
    setup(() => ({ status: 403, body: { error: 'no_permission' } }));
    const { tab } = openTab();
    renderModule(meteringModule, <GuardServicePage subject={SELF} />, { url: URL });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the guard service' }));
    expect(await screen.findByText('Opening the guard service failed')).toBeTruthy();
    expect(screen.getByText('You do not have permission to use this service.')).toBeTruthy();
    expect(tab!.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go to the guard service' })).toBeTruthy();
  });

  it('when the browser blocks the tab, the link is offered on the page', async () => {
    setup(() => ({ body: { url: LINK, expiresAt: '2026-01-01T00:05:00Z' } }));
    openTab(null);
    renderModule(meteringModule, <GuardServicePage subject={SELF} />, { url: URL });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the guard service' }));
    const link = await screen.findByRole('link', { name: 'Open the guard service' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('an admin’s view of a customer calls the admin variant with Target-User', async () => {
    const { api } = setup(() => ({ body: { url: LINK, expiresAt: '2026-01-01T00:05:00Z' } }));
    openTab();
    renderModule(meteringModule, <GuardServicePage subject={targetUser('sub-9')} />, { url: URL });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the guard service' }));
    await waitFor(() => expect(api.callsTo('/connector/v1/admin/guard-service/link')).toHaveLength(1));
    expect(api.callsTo('/connector/v1/admin/guard-service/link')[0]!.headers['Target-User']).toBe('sub-9');
  });

  it('with no usage places: a message instead of the button', async () => {
    mockFetch({
      '/connector/v1/reportOptions': () => ({
        body: { usagePlaces: [], filteredUsagePlacesByEnergyType: [] },
      }),
    });
    renderModule(meteringModule, <GuardServicePage subject={SELF} />, { url: URL });
    expect(await screen.findByText(/You have no usage places yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to the guard service' })).toBeNull();
  });
});
