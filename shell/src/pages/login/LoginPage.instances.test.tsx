import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import { renderAuthPage } from '../../session/testing/renderAuthPage';
import { LoginPage } from './LoginPage';

vi.mock('../../session/authApi');
vi.mock('../../app/navigation', () => ({ navigateTo: vi.fn() }));

// The shipped instance folders: each login variant of the spec is exercised by one of them (docs/instances.md).
const instancesDir = join(import.meta.dirname, '../../../../instances');
const shipped = (path: string): string => join(instancesDir, path);
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(shipped(path), 'utf8')) as T;

const renderShipped = (id: string) =>
  renderAuthPage(<LoginPage />, {
    instance: readJson<InstanceConfig>(`${id}/instance.json`),
    texts: readJson<Record<string, string>>(`${id}/texts/en-US.json`),
  });

const otherWays = () => screen.queryByRole('list', { name: 'Other ways to log in' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const match = /^\/instances\/([^/]+)\/notifications\/([^/]+)$/.exec(url);
      if (!match) return Promise.resolve(new Response('', { status: 404 }));
      return Promise.resolve(new Response(readFileSync(shipped(`${match[1]}/notifications/${match[2]}`))));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the login page of each shipped instance renders what its instance file says', () => {
  it('demo1 shows only the form, and its login notification', async () => {
    renderShipped('demo1');
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(otherWays()).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forgot your username?' })).toBeNull();
    const notice = readFileSync(shipped('demo1/notifications/login.en-US.txt'), 'utf8');
    const firstParagraph = notice.split(/\n\s*\n/)[0]?.trim() ?? '';
    expect(await screen.findByText(firstParagraph)).toBeTruthy();
  });

  it('nivos shows the form, the or divider, its external buttons and the forgot-username link', () => {
    renderShipped('nivos');
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    expect(within(otherWays() as HTMLElement).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Forgot your username?' })).toBeTruthy();
  });

  it('karhulanenergia shows only the external buttons', () => {
    renderShipped('karhulanenergia');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    const buttons = within(otherWays() as HTMLElement).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons.every((button) => !button.hasAttribute('disabled'))).toBe(true);
    // only external login: no password to reset
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  it('kivijarvenlampo shows its description without the form', () => {
    renderShipped('kivijarvenlampo');
    const texts = readJson<Record<string, string>>('kivijarvenlampo/texts/en-US.json');
    expect(screen.getByText(texts['shell.login.description'] ?? 'missing')).toBeTruthy();
    // the description sends the user to the company's site: the link is on the page, not in the header
    const link = screen.getByRole('link', { name: /Go to the company website to log in: Kivijärven Lämpö/ });
    expect(link.getAttribute('href')).toBe('https://www.kivijarvenlampo.example/');
    expect(texts['shell.login.description']).not.toMatch(/title/i);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  it('ruovedenenergia has every login button disabled, so the forgot-password link is hidden', () => {
    renderShipped('ruovedenenergia');
    expect(screen.getByRole('textbox', { name: /Username/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(true);
    const buttons = within(otherWays() as HTMLElement).getAllByRole('button');
    expect(buttons.every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });
});
