import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInstance } from '@portal/shared/testing';
import { FaqPage } from './FaqPage';
import { MarkdownPage } from './MarkdownPage';
import { PricingPage } from './PricingPage';
import { renderContentPage, serveFiles } from './testing';

const FAQ = JSON.stringify({
  questions: [
    { question: 'Why is my data late?', answer: 'Meters send their readings **once a day**.' },
    { question: 'How do I move?', answer: 'Tell us two weeks ahead.' },
  ],
});
const instance = testInstance({
  menu: [
    {
      id: 'support',
      entries: [
        { type: 'item', id: 'faq', labelKey: 'shell.menu.faq', endpoint: 'online/faq', roles: ['ROLE_USER'] },
        { type: 'item', id: 'pricing', labelKey: 'shell.menu.pricing', endpoint: 'online/pricing' },
        {
          type: 'item',
          id: 'tips',
          labelKey: 'shell.menu.energySavingTips',
          endpoint: 'online/energy-saving-tips',
        },
      ],
    },
  ],
});

describe('FAQ page', () => {
  it('shows a spinner, then the questions as headings that open to their answers', async () => {
    serveFiles({ '/instances/demo1/pages/faq.en-US.json': { body: FAQ, type: 'application/json' } });
    renderContentPage(<FaqPage />, { instance });
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    const question = await screen.findByRole('button', { name: 'Why is my data late?' });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Why is my data late?' })).toBeTruthy();
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('once a day')).toBeNull();
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('once a day').tagName).toBe('STRONG');
  });

  it('reads the file of the page language', async () => {
    const { calls } = serveFiles({
      '/instances/demo1/pages/faq.fi-FI.json': {
        body: JSON.stringify({ questions: [{ question: 'Miksi?', answer: 'Siksi.' }] }),
        type: 'application/json',
      },
    });
    renderContentPage(<FaqPage />, { instance, language: 'fi-FI' });
    expect(await screen.findByRole('button', { name: 'Miksi?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Usein kysyttyä' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/instances/demo1/pages/faq.fi-FI.json']);
  });

  it('a file that fails shows a localized error with a retry, which loads it again', async () => {
    let fail = true;
    const { calls } = serveFiles({
      '/instances/demo1/pages/faq.en-US.json': () =>
        fail ? { status: 500, body: 'boom', type: 'text/plain' } : { body: FAQ, type: 'application/json' },
    });
    renderContentPage(<FaqPage />, { instance });
    expect(await screen.findByText('The page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'How do I move?' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('markdown and pricing pages', () => {
  it('the energy-saving tips page shows its markdown in a card under the menu label', async () => {
    serveFiles({
      '/instances/demo1/pages/energy-saving-tips.en-US.md': { body: '## Heating\n\nKeep it at 21.' },
    });
    renderContentPage(<MarkdownPage endpoint="online/energy-saving-tips" />, {
      instance,
      endpoint: 'online/energy-saving-tips',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Heating' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Energy saving tips' })).toBeTruthy();
  });

  it('a page loads its file once: opening it again shows it without a new request', async () => {
    const { calls } = serveFiles({
      '/instances/demo1/pages/energy-saving-tips.en-US.md': { body: 'Tip one.' },
    });
    const first = renderContentPage(<MarkdownPage endpoint="online/energy-saving-tips" />, { instance });
    expect(await screen.findByText('Tip one.')).toBeTruthy();
    first.unmount();
    renderContentPage(<MarkdownPage endpoint="online/energy-saving-tips" />, { instance, keepFiles: true });
    expect(await screen.findByText('Tip one.')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('an HTML answer (a server without the file answering its index page) counts as a failure', async () => {
    serveFiles({
      '/instances/demo1/pages/energy-saving-tips.en-US.md': { body: '<!doctype html>', type: 'text/html' },
    });
    renderContentPage(<MarkdownPage endpoint="online/energy-saving-tips" />, { instance });
    expect(await screen.findByText('The page could not be loaded')).toBeTruthy();
  });

  it('pricing links open in a new tab with rel noopener and name that they do', async () => {
    serveFiles({
      '/instances/demo1/pages/pricing.en-US.json': {
        type: 'application/json',
        body: JSON.stringify({
          intro: 'Prices include VAT.',
          links: [
            {
              label: 'Sales prices',
              url: 'https://www.demo1.example/hinnasto',
              description: 'Spot and fixed',
            },
          ],
        }),
      },
    });
    renderContentPage(<PricingPage />, { instance, endpoint: 'online/pricing' });
    const link = await screen.findByRole('link', { name: 'Sales prices (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Prices include VAT.')).toBeTruthy();
    expect(screen.getByText('Spot and fixed')).toBeTruthy();
    await act(async () => undefined);
  });
});

describe('waiting', () => {
  it('the spinner is replaced once the file arrives', async () => {
    let release: (value: { body: string }) => void = () => undefined;
    serveFiles({
      '/instances/demo1/pages/energy-saving-tips.en-US.md': () =>
        new Promise((resolve) => (release = resolve)),
    });
    renderContentPage(<MarkdownPage endpoint="online/energy-saving-tips" />, { instance });
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    release({ body: 'Arrived.' });
    await waitFor(() => expect(screen.queryByText('Loading the page…')).toBeNull());
    expect(screen.getByText('Arrived.')).toBeTruthy();
  });
});
