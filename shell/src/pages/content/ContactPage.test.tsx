import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInstance, testUser } from '@portal/shared/testing';
import { ContactPage } from './ContactPage';
import { renderContentPage, serveFiles, type FileAnswer } from './testing';

const instance = testInstance({
  contact: {
    email: 'asiakaspalvelu@demo1.example',
    subjects: [
      { id: 'invoicing', label: { 'fi-FI': 'Laskutus', 'en-US': 'Invoicing' } },
      { id: 'moving', label: { 'fi-FI': 'Muutto', 'en-US': 'Moving house' } },
    ],
  },
  menu: [
    {
      id: 'support',
      entries: [{ type: 'item', id: 'contact', labelKey: 'shell.menu.contact', endpoint: 'online/contact' }],
    },
  ],
});
const json = (status: number, body: unknown): FileAnswer => ({
  status,
  body: JSON.stringify(body),
  type: 'application/json',
});

const render = (
  answer: () => FileAnswer | Promise<FileAnswer>,
  user = testUser({ email: null, phoneNumber: null }),
) => {
  const server = serveFiles({ '/connector/v1/contact': answer });
  renderContentPage(<ContactPage />, { instance, user, endpoint: 'online/contact' });
  return server;
};
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('contact form', () => {
  it("offers the instance's own subjects in the page language", () => {
    render(() => json(200, { status: 'sent' }));
    const options = Array.from((field('Subject') as unknown as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choose a subject', 'Invoicing', 'Moving house']);
  });

  it('shows each broken rule on its field and sends nothing', async () => {
    const { calls } = render(() => json(200, { status: 'sent' }));
    type('Message', '123456789');
    send();
    expect(await screen.findByText('Choose a subject from the list.')).toBeTruthy();
    expect(screen.getByText('Give an email address or a phone number, so that we can answer.')).toBeTruthy();
    expect(screen.getByText('The message needs at least 10 characters.')).toBeTruthy();
    type('Phone', '12345');
    expect(await screen.findByText('Enter a phone number like 0501234567 or +358501234567.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a message of 5001 characters is refused with the limit; the counter shows characters', async () => {
    render(() => json(200, { status: 'sent' }));
    type('Message', 'x'.repeat(5001));
    send();
    expect(await screen.findByText('Too long: at most 5000 characters.')).toBeTruthy();
  });

  it('sends trimmed values, confirms clearly, and clears subject and message but keeps the contact details', async () => {
    const { calls } = render(() => json(200, { status: 'sent' }));
    fireEvent.change(field('Subject'), { target: { value: 'moving' } });
    type('Email', ' maija@example.fi ');
    type('Phone', '050 123 4567');
    type('Message', '  I am moving next month.  ');
    send();
    expect(await screen.findByText('Thank you, your message was sent')).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/connector/v1/contact',
        method: 'POST',
        body: {
          subject: 'moving',
          email: 'maija@example.fi',
          phone: '0501234567',
          message: 'I am moving next month.',
          language: 'en-US',
        },
      },
    ]);
    await waitFor(() => expect(field('Message').value).toBe(''));
    expect((field('Subject') as unknown as HTMLSelectElement).value).toBe('');
    expect(field('Email').value.trim()).toBe('maija@example.fi');
  });

  it('prefills email and phone from the profile', () => {
    render(
      () => json(200, { status: 'sent' }),
      testUser({ email: 'profile@example.fi', phoneNumber: '+358401234567' }),
    );
    expect(field('Email').value).toBe('profile@example.fi');
    expect(field('Phone').value).toBe('+358401234567');
  });

  it('a failure keeps everything the customer typed and says what went wrong', async () => {
    render(() => json(500, { error: 'general_error' }));
    fireEvent.change(field('Subject'), { target: { value: 'invoicing' } });
    type('Email', 'maija@example.fi');
    type('Message', 'Please move my due date.');
    send();
    expect(await screen.findByText('The message was not sent')).toBeTruthy();
    expect(screen.getByText(/What you wrote is still in the form\./)).toBeTruthy();
    expect(field('Message').value).toBe('Please move my due date.');
    expect(field('Email').value).toBe('maija@example.fi');
    expect((field('Subject') as unknown as HTMLSelectElement).value).toBe('invoicing');
  });

  it('the rate limit says in how many minutes the next message can go', async () => {
    render(() => json(429, { error: 'too_many_requests', details: { retryAfterSeconds: 1530 } }));
    fireEvent.change(field('Subject'), { target: { value: 'invoicing' } });
    type('Email', 'maija@example.fi');
    type('Message', 'Please move my due date.');
    send();
    expect(
      await screen.findByText(
        /You have sent several messages in a short time\. You can send the next one in 26 minutes\./,
      ),
    ).toBeTruthy();
    expect(field('Message').value).toBe('Please move my due date.');
  });

  it("the server's field refusals show on their fields", async () => {
    render(() =>
      json(400, {
        error: 'validations_fail',
        details: { in: 'body', fields: [{ field: '/subject', rule: 'unknown_subject' }] },
      }),
    );
    fireEvent.change(field('Subject'), { target: { value: 'invoicing' } });
    type('Email', 'maija@example.fi');
    type('Message', 'Please move my due date.');
    send();
    expect(await screen.findByText('Choose a subject from the list.')).toBeTruthy();
    expect(field('Message').value).toBe('Please move my due date.');
  });
});
