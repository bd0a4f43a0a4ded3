import { describe, expect, it } from 'vitest';
import type { ExternalLoginButton, InstanceConfig } from '@portal/instances';
import { testInstance } from '@portal/shared/testing';
import { loginLayout } from './loginLayout';

const button = (enabled: boolean): ExternalLoginButton => ({
  id: `b-${String(enabled)}`,
  kind: 'bank',
  labelKey: 'x',
  enabled,
  url: 'https://idp.example/authorize',
});
const login = (overrides: Partial<InstanceConfig['login']>): InstanceConfig['login'] => ({
  ...testInstance().login,
  ...overrides,
});

describe('login page layout', () => {
  it('a form-only instance shows the form and no divider', () => {
    expect(loginLayout(login({}))).toMatchObject({
      form: true,
      formEnabled: true,
      divider: false,
      description: false,
      forgotPassword: true,
    });
  });

  it('an instance that does not allow local login shows the form disabled', () => {
    expect(loginLayout(login({ allowLocalLogin: false }))).toMatchObject({ form: true, formEnabled: false });
  });

  it("an 'or' divider separates the form from external buttons only when both exist", () => {
    expect(loginLayout(login({ externalButtons: [button(true)] })).divider).toBe(true);
    expect(loginLayout(login({ externalOnly: true, externalButtons: [button(true)] })).divider).toBe(false);
  });

  it('external-only shows only the buttons', () => {
    const layout = loginLayout(login({ externalOnly: true, externalButtons: [button(true)] }));
    expect(layout).toMatchObject({ form: false, description: false, divider: false });
    expect(layout.externalButtons).toHaveLength(1);
  });

  it('description-only shows the description without the form', () => {
    expect(loginLayout(login({ descriptionOnly: true }))).toMatchObject({ form: false, description: true });
  });

  it('the forgot-password link is hidden when all login buttons are disabled, and without a usable form', () => {
    expect(
      loginLayout(login({ externalOnly: true, externalButtons: [button(false), button(false)] }))
        .forgotPassword,
    ).toBe(false);
    expect(loginLayout(login({ descriptionOnly: true })).forgotPassword).toBe(false);
    // only external login: no password to reset
    expect(
      loginLayout(login({ externalOnly: true, externalButtons: [button(false), button(true)] }))
        .forgotPassword,
    ).toBe(false);
    expect(loginLayout(login({ externalButtons: [button(false)] })).forgotPassword).toBe(true);
    // the form's own button is disabled when local login is not allowed
    expect(
      loginLayout(login({ allowLocalLogin: false, externalButtons: [button(false)] })).forgotPassword,
    ).toBe(false);
    expect(
      loginLayout(login({ allowLocalLogin: false, externalButtons: [button(true)] })).forgotPassword,
    ).toBe(false);
  });

  it('the forgot-username link appears only with a forgot-username service', () => {
    expect(loginLayout(login({})).forgotUsername).toBeNull();
    expect(loginLayout(login({ forgotUsernameUrl: 'https://asiointi.example.fi' })).forgotUsername).toEqual({
      kind: 'link',
      url: 'https://asiointi.example.fi',
    });
  });

  it('forgot-username starts the first enabled strong login through a provider, where there is one', () => {
    const strong: ExternalLoginButton = {
      id: 'bank',
      kind: 'bank',
      labelKey: 'x',
      enabled: true,
      provider: 'demo-bank',
      strongAuth: true,
    };
    const url = 'https://asiointi.example.fi';
    expect(
      loginLayout(login({ forgotUsernameUrl: url, externalButtons: [{ ...strong, enabled: false }] }))
        .forgotUsername,
    ).toEqual({ kind: 'link', url });
    expect(
      loginLayout(login({ forgotUsernameUrl: url, externalButtons: [button(true), strong] })).forgotUsername,
    ).toEqual({ kind: 'strongLogin', button: strong });
  });
});
