import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/shared';
import { testInstance } from '@portal/shared/testing';
import * as authApi from '../../session/authApi';
import { renderAuthPage } from '../../session/testing/renderAuthPage';
import { ResetPasswordPage } from './ResetPasswordPage';

vi.mock('../../session/authApi');
vi.mock('../../app/navigation', () => ({ navigateTo: vi.fn() }));

const api = vi.mocked(authApi);

beforeEach(() => vi.resetAllMocks());

describe('reset password: only where a password is used', () => {
  it('an instance with only external login does not open the page: it goes to login', () => {
    const view = renderAuthPage(<ResetPasswordPage />, {
      endpoint: 'reset-password',
      instance: testInstance({
        login: {
          localForm: false,
          externalOnly: true,
          descriptionOnly: false,
          externalButtons: [
            {
              id: 'bank',
              kind: 'bank',
              labelKey: 'shell.login.external.bank',
              enabled: true,
              url: 'https://idp.example/',
            },
          ],
          strongAuthRequired: false,
          allowLocalLogin: false,
        },
      }),
    });
    expect(screen.queryByRole('textbox', { name: /Username/ })).toBeNull();
    expect(view.location()).toBe('/demo1/en-US/login');
  });
});

describe('reset password: asking for the mail', () => {
  it('the username is trimmed before sending and the success alert is shown', async () => {
    api.requestPasswordReset.mockResolvedValue({ status: 'sent' });
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password' });
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: '  maija  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.requestPasswordReset).toHaveBeenCalledWith('maija', 'mimo_demo1', 'en-US');
    expect(await screen.findByText(/If the username exists, we sent instructions/)).toBeTruthy();
  });

  it('the send button shows a spinner and is disabled while sending', async () => {
    let answer: ((value: { status: 'sent' }) => void) | undefined;
    api.requestPasswordReset.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password' });
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: 'maija' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: /Sending/ }).hasAttribute('disabled')).toBe(true);
    await act(async () => answer?.({ status: 'sent' }));
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });

  it('the username is required (message after touch) and nothing is sent without it', () => {
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password' });
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('a failure shows the error alert', async () => {
    api.requestPasswordReset.mockRejectedValue(
      new ApiError({ httpStatusCode: 429, errorCode: 'too_many_requests' }),
    );
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password' });
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: 'maija' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait a moment and try again.',
    );
  });

  it('a link leads back to login', () => {
    const view = renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(view.location()).toBe('/demo1/en-US/login');
  });
});

describe('reset password: the link from the mail', () => {
  const fill = (password: string, repeat = password) => {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('with ?code= the new-password form confirms with the code and links to login on success', async () => {
    api.confirmPasswordReset.mockResolvedValue(undefined);
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-1' });
    expect(screen.queryByRole('textbox', { name: /Username/ })).toBeNull();
    fill('Uusi-salasana1');
    expect(api.confirmPasswordReset).toHaveBeenCalledWith('mail-code-1', 'Uusi-salasana1');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/demo1/en-US/login');
  });

  it('a password without digits or both cases is refused with the rule', () => {
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-1' });
    fill('salasana');
    expect(screen.getByText(/The password must have at least 8 characters/)).toBeTruthy();
    expect(api.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('a password over 128 characters is refused before sending (the server would refuse it too)', () => {
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-1' });
    fill(`Aa1${'x'.repeat(126)}`);
    expect(screen.getByText('Enter at most 128 characters.')).toBeTruthy();
    expect(api.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("the server's refusal of a common password shows at the field, and goes once the password is edited", async () => {
    api.confirmPasswordReset.mockRejectedValue(
      new ApiError({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        details: { fields: [{ field: '/newPassword', rule: 'common_password' }] },
      }),
    );
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-1' });
    fill('Password123');
    const field = screen.getByLabelText(/^New password/);
    const message = /among the most common passwords/;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'Pitkä-lause-9' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('different passwords are refused', () => {
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-1' });
    fill('Uusi-salasana1', 'Uusi-salasana2');
    expect(screen.getByText('The passwords are not the same.')).toBeTruthy();
    expect(api.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('an invalid reset code shows the error alert', async () => {
    api.confirmPasswordReset.mockRejectedValue(
      new ApiError({ httpStatusCode: 400, errorCode: 'invalid_reset_code' }),
    );
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=old' });
    fill('Uusi-salasana1');
    expect((await screen.findByRole('alert')).textContent).toContain('The password reset link is not valid');
  });
});

describe('reset password: an invitation that asks for the social security number', () => {
  const ssnField = () => screen.getByLabelText(/^Personal identity code/);
  const fill = (password: string, ssn?: string) => {
    if (ssn !== undefined) fireEvent.change(ssnField(), { target: { value: ssn } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('with ssn=1 the form asks for the personal identity code and sends it with the password', async () => {
    api.confirmPasswordReset.mockResolvedValue(undefined);
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=invite-1&ssn=1' });
    fill('Uusi-salasana1', ' 131052-308T ');
    expect(api.confirmPasswordReset).toHaveBeenCalledWith('invite-1', 'Uusi-salasana1', '131052-308T');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
  });

  it('without ssn=1 there is no such field, and nothing of it is sent', () => {
    api.confirmPasswordReset.mockResolvedValue(undefined);
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-1' });
    expect(screen.queryByLabelText(/^Personal identity code/)).toBeNull();
    fill('Uusi-salasana1');
    expect(api.confirmPasswordReset).toHaveBeenCalledWith('mail-code-1', 'Uusi-salasana1');
  });

  it.each([
    ['', 'This field is required.'],
    ['131052-308U', 'The personal identity code is not valid.'],
    ['310223A902M', 'The personal identity code is not valid.'],
    ['010594y9032', 'The personal identity code is not valid.'],
  ])('%j is refused before sending: %s', (ssn, message) => {
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=invite-1&ssn=1' });
    fill('Uusi-salasana1', ssn);
    expect(screen.getByText(message)).toBeTruthy();
    expect(ssnField().getAttribute('aria-invalid')).toBe('true');
    expect(api.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("the server's refusal shows at the field, and what was typed stays", async () => {
    api.confirmPasswordReset.mockRejectedValue(
      new ApiError({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        details: { fields: [{ field: '/socialSecurityNumber', rule: 'invalid_ssn' }] },
      }),
    );
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=invite-1&ssn=1' });
    fill('Uusi-salasana1', '020502E902X');
    expect(await screen.findByText('The personal identity code is not valid.')).toBeTruthy();
    expect((ssnField() as HTMLInputElement).value).toBe('020502E902X');
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('Uusi-salasana1');
  });

  it('a link without ssn=1 of a user who owes the number: the field appears when the server asks for it', async () => {
    api.confirmPasswordReset.mockRejectedValueOnce(
      new ApiError({
        httpStatusCode: 400,
        errorCode: 'validations_fail',
        details: { fields: [{ field: '/socialSecurityNumber', rule: 'required' }] },
      }),
    );
    renderAuthPage(<ResetPasswordPage />, { endpoint: 'reset-password?code=mail-code-2' });
    fill('Uusi-salasana1');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    api.confirmPasswordReset.mockResolvedValueOnce(undefined);
    fill('Uusi-salasana1', '020516C903K');
    expect(api.confirmPasswordReset).toHaveBeenLastCalledWith('mail-code-2', 'Uusi-salasana1', '020516C903K');
  });

  it('the field is labelled in Finnish and Swedish', () => {
    renderAuthPage(<ResetPasswordPage />, { language: 'fi-FI', endpoint: 'reset-password?code=c&ssn=1' });
    expect(screen.getByLabelText(/^Henkilötunnus/)).toBeTruthy();
  });

  it('the field is labelled in Swedish', () => {
    renderAuthPage(<ResetPasswordPage />, { language: 'sv-FI', endpoint: 'reset-password?code=c&ssn=1' });
    expect(screen.getByLabelText(/^Personbeteckning/)).toBeTruthy();
  });

  it("the invitation's redirectUrl, a path of this site, is where the success link leads; another site's is ignored", async () => {
    api.confirmPasswordReset.mockResolvedValue(undefined);
    const first = renderAuthPage(<ResetPasswordPage />, {
      endpoint: `reset-password?code=c&redirectUrl=${encodeURIComponent('/demo1/en-US/account')}`,
    });
    fill('Uusi-salasana1');
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe(
      '/demo1/en-US/account',
    );
    first.unmount();
    renderAuthPage(<ResetPasswordPage />, {
      endpoint: `reset-password?code=c&redirectUrl=${encodeURIComponent('//evil.example/x')}`,
    });
    fill('Uusi-salasana1');
    expect((await screen.findByRole('link', { name: 'Go to login' })).getAttribute('href')).toBe(
      '/demo1/en-US/login',
    );
  });
});
