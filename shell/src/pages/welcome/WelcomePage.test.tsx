import { fireEvent, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import { testInstance } from '@portal/shared/testing';
import { fullPageRedirect } from '../../session/fullPageRedirect';
import { renderAuthPage } from '../../session/testing/renderAuthPage';
import { WelcomePage } from './WelcomePage';

vi.mock('../../session/fullPageRedirect', () => ({ fullPageRedirect: vi.fn() }));

// every shipped instance folder (docs/instances.md), read as the server serves them
const instancesDir = join(import.meta.dirname, '../../../../instances');
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(join(instancesDir, path), 'utf8')) as T;
const shippedIds = readdirSync(instancesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((id) => {
    try {
      readFileSync(join(instancesDir, id, 'instance.json'));
      return true;
    } catch {
      return false;
    }
  })
  .sort();

const renderShipped = (id: string) => {
  const instance = readJson<InstanceConfig>(`${id}/instance.json`);
  const language = instance.languages.includes('en-US') ? 'en-US' : instance.languages[0]!;
  const texts = readJson<Record<string, string>>(`${id}/texts/${language}.json`);
  renderAuthPage(<WelcomePage />, { instance, language, texts, endpoint: 'welcome' });
  return { instance, texts, language };
};

describe('welcome page', () => {
  it('shows a heading, a description and the instance screenshot with alt text', () => {
    const instance = testInstance();
    renderAuthPage(<WelcomePage />, {
      instance: { ...instance, theme: { ...instance.theme, screenshot: 'screenshot.png' } },
      endpoint: 'welcome',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Demo Energia Online' })).toBeTruthy();
    expect(screen.getByText(/Follow your energy consumption/)).toBeTruthy();
    const image = screen.getByRole('img', {
      name: 'Screenshot of the service: a consumption report as a bar chart',
    });
    expect(image.getAttribute('src')).toBe('/instances/demo1/screenshot.png');
  });

  it('an instance without a screenshot shows no image', () => {
    renderAuthPage(<WelcomePage />, { endpoint: 'welcome', language: 'fi-FI' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tervetuloa Demo Energia Online -palveluun' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the form variant offers a link to the login page', () => {
    renderAuthPage(<WelcomePage />, { endpoint: 'welcome' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/demo1/en-US/login');
  });

  it('the external-only variant offers its enabled services; a strong one asks for confirmation first', async () => {
    const base = testInstance();
    const bank = {
      id: 'bank',
      kind: 'bank' as const,
      labelKey: 'shell.login.external.bank',
      enabled: true,
      url: 'https://idp.example/bank',
      strongAuth: true,
    };
    const google = {
      ...bank,
      id: 'google',
      kind: 'google' as const,
      labelKey: 'shell.login.external.google',
      url: 'https://idp.example/google',
      strongAuth: false,
    };
    const off = {
      ...google,
      id: 'apple',
      kind: 'apple' as const,
      labelKey: 'shell.login.external.apple',
      enabled: false,
    };
    renderAuthPage(<WelcomePage />, {
      instance: {
        ...base,
        login: {
          ...base.login,
          localForm: false,
          externalOnly: true,
          allowLocalLogin: false,
          externalButtons: [bank, google, off],
        },
      },
      endpoint: 'welcome',
    });
    const services = within(screen.getByRole('list', { name: 'Other ways to log in' })).getAllByRole(
      'button',
    );
    expect(services.map((button) => button.textContent)).toEqual([
      'Online banking or mobile certificate',
      'Log in with Google',
    ]);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(services[0]!);
    expect(await screen.findByRole('dialog', { name: 'Strong authentication' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to identification' }));
    expect(fullPageRedirect).toHaveBeenCalledWith('https://idp.example/bank');
  });
});

describe("every shipped instance's welcome page offers the way in its login variant allows", () => {
  it('reads every shipped instance folder', () => {
    expect(shippedIds.length).toBeGreaterThanOrEqual(11);
    expect(shippedIds).toContain('vimpelinvoima');
  });

  it.each(shippedIds)('%s', (id) => {
    const { instance, texts } = renderShipped(id);
    const { login, links } = instance;
    const page = within(screen.getByRole('region', { name: /./ }));
    if (login.localForm && !login.externalOnly && !login.descriptionOnly) {
      // the form's login link, whatever the header shows (vimpelinvoima's 404-restricted header has none)
      const link = page.getByRole('link', { name: /^(Log in|Kirjaudu sisään|Logga in)$/ });
      expect(link.getAttribute('href')).toMatch(new RegExp(`^/${id}/[a-z]{2}-[A-Z]{2}/login$`));
    } else if (login.descriptionOnly) {
      expect(page.getByText(texts['shell.login.description'] ?? 'missing')).toBeTruthy();
      const link = page.getByRole('link', { name: new RegExp(instance.displayName) });
      expect(link.getAttribute('href')).toBe(links.externalMainPage);
    } else {
      const enabled = login.externalButtons.filter((button) => button.enabled);
      expect(enabled.length).toBeGreaterThan(0);
      const buttons = page.getAllByRole('button');
      expect(buttons).toHaveLength(enabled.length);
      expect(buttons.every((button) => !button.hasAttribute('disabled'))).toBe(true);
    }
  });
});
