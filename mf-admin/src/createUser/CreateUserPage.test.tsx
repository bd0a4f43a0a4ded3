import { SELF } from '@portal/shared';
import { deferred, mockFetch, renderModule, testInstance, testUser } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import adminModule from '../module';
import { CreateUserPage } from './CreateUserPage';

const PATH = '/auth/admin/register_new_user';
const admin = testUser({ username: 'admin', roles: ['ROLE_ADMIN', 'ROLE_USER'] });

const renderPage = (language: 'en-US' | 'fi-FI' = 'en-US') =>
  renderModule(adminModule, <CreateUserPage subject={SELF} />, {
    url: `/demo1/${language}/admin/create-user`,
    user: admin,
    language,
    instance: testInstance({ languages: ['fi-FI', 'sv-FI', 'en-US'] }),
  });

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function fillIn(values: { firstName?: string; lastName?: string; email?: string }) {
  if (values.firstName !== undefined)
    fireEvent.change(input(/First name/), { target: { value: values.firstName } });
  if (values.lastName !== undefined)
    fireEvent.change(input(/Last name/), { target: { value: values.lastName } });
  if (values.email !== undefined) fireEvent.change(input(/Email/), { target: { value: values.email } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('CreateUserPage', () => {
  it("opens with the page's language and the social security number switch off", async () => {
    renderPage();
    const toggle = (await screen.findByRole('switch', {
      name: 'Personal identity code required',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const language = screen.getByRole('combobox', {
      name: /Language of the invitation/,
    }) as HTMLSelectElement;
    expect(language.value).toBe('en-US');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Finnish', 'Swedish', 'English']);
  });

  it('firstName, lastName and email are required before anything is sent', async () => {
    const api = mockFetch({});
    renderPage();
    await screen.findByRole('switch');
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the user with the switch on, shows a spinner and a disabled button meanwhile, then the success message with the address', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = mockFetch({ [PATH]: () => answer.promise });
    renderPage();
    await screen.findByRole('switch');
    fillIn({ firstName: ' Maija ', lastName: 'Meikäläinen', email: 'maija@example.com' });
    fireEvent.change(screen.getByRole('combobox', { name: /Language/ }), { target: { value: 'sv-FI' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Personal identity code required' }));
    submit();
    const sending = await screen.findByRole('button', { name: 'Sending the invitation…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo(PATH)[0]?.body).toEqual({
      firstName: 'Maija',
      lastName: 'Meikäläinen',
      email: 'maija@example.com',
      language: 'sv-FI',
      requiredSSN: true,
    });
    answer.resolve({ status: 201, body: { sub: 'new-sub', email: 'maija@example.com' } });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The invitation was sent to maija@example.com.');
    // the form is cleared for the next user
    await waitFor(() => expect(input(/First name/).value).toBe(''));
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it("an error shows the catalogue message, the server's field errors at the fields, and keeps the values", async () => {
    mockFetch({
      [PATH]: () => ({
        status: 400,
        body: {
          error: 'validations_fail',
          details: { fields: [{ field: '/lastName', rule: 'max_length' }] },
        },
      }),
    });
    renderPage();
    await screen.findByRole('switch');
    fillIn({ firstName: 'Maija', lastName: 'Meikäläinen', email: 'maija@example.com' });
    submit();
    expect(
      await screen.findByText('Some of the values are not valid. Check the fields and try again.'),
    ).toBeTruthy();
    expect(await screen.findByText('Enter at most 100 characters.')).toBeTruthy();
    expect(input(/Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/First name/).value).toBe('Maija');
    expect(input(/Email/).value).toBe('maija@example.com');
    expect(screen.getByRole('button', { name: 'Send invitation' }).hasAttribute('disabled')).toBe(false);
  });

  it('a taken address is said at the email field and in the alert', async () => {
    mockFetch({ [PATH]: () => ({ status: 400, body: { error: 'username_already_exist' } }) });
    renderPage();
    await screen.findByRole('switch');
    fillIn({ firstName: 'Maija', lastName: 'Meikäläinen', email: 'taken@example.com' });
    submit();
    expect(await screen.findByText('A user with this email address exists already.')).toBeTruthy();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    const alert = alerts.find((text) => text?.includes('Creating the user failed'));
    // the form has no username: the alert speaks of the address, not of a username to choose
    expect(alert).toContain('A user with this email address exists already.');
    expect(alert).not.toMatch(/username/i);
  });

  it('is in Finnish on a Finnish page', async () => {
    renderPage('fi-FI');
    expect(await screen.findByRole('heading', { level: 1, name: 'Luo käyttäjä' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Henkilötunnus vaaditaan' })).toBeTruthy();
  });
});
