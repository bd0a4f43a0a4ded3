import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { outboxDir } from '../support/server';
import { logInWithApi } from '../support/session';

interface PageCase {
  instance: string;
  endpoint: string;
  /** the h1 (the menu label) per language */
  heading: { 'en-US': string; 'fi-FI': string };
  /** a text of the instance's own file per language */
  text: { 'en-US': RegExp; 'fi-FI': RegExp };
}

// each page per instance config: the customer service page's three variants, lowell, pricing, FAQ, tips, details
const PAGES: PageCase[] = [
  {
    instance: 'demo1',
    endpoint: 'online/faq',
    heading: { 'en-US': 'FAQ', 'fi-FI': 'Usein kysyttyä' },
    text: {
      'en-US': /Why does my consumption appear with a delay\?/,
      'fi-FI': /Miksi kulutustietoni näkyvät viiveellä\?/,
    },
  },
  {
    instance: 'demo1',
    endpoint: 'online/contact-details',
    heading: { 'en-US': 'Contact details', 'fi-FI': 'Yhteystiedot' },
    text: {
      'en-US': /Report power outages and faults around the clock/,
      'fi-FI': /Sähkökatkoista ja vioista voit ilmoittaa/,
    },
  },
  {
    instance: 'demo1',
    endpoint: 'online/energy-saving-tips',
    heading: { 'en-US': 'Energy saving tips', 'fi-FI': 'Energiansäästövinkit' },
    text: { 'en-US': /Each degree lower saves about 5 %/, 'fi-FI': /Yhden asteen lasku säästää noin 5 %/ },
  },
  {
    instance: 'demo1',
    endpoint: 'online/pricing',
    heading: { 'en-US': 'Pricing', 'fi-FI': 'Hinnasto' },
    text: { 'en-US': /Electricity sales prices/, 'fi-FI': /Sähkön myyntihinnat/ },
  },
  {
    instance: 'demo1',
    endpoint: 'online/customer-service',
    heading: { 'en-US': 'Customer service', 'fi-FI': 'Asiakaspalvelu' },
    text: {
      'en-US': /serves you by phone, email and chat/,
      'fi-FI': /palvelee sinua puhelimitse, sähköpostitse ja chatissa/,
    },
  },
  {
    instance: 'jylhaos',
    endpoint: 'online/customer-service',
    heading: { 'en-US': 'Customer service', 'fi-FI': 'Asiakaspalvelu' },
    text: { 'en-US': /is owned by its members/, 'fi-FI': /on jäseniensä omistama/ },
  },
  {
    instance: 'lammaistenenergia',
    endpoint: 'online/customer-service',
    heading: { 'en-US': 'Customer service', 'fi-FI': 'Asiakaspalvelu' },
    text: {
      'en-US': /helps with invoices, contracts and moving house/,
      'fi-FI': /auttaa laskutukseen, sopimuksiin ja muuttoihin/,
    },
  },
  {
    instance: 'nivos',
    endpoint: 'online/lowell',
    heading: { 'en-US': 'Lowell', 'fi-FI': 'Lowell' },
    text: {
      'en-US': /collection of overdue invoices to Lowell/,
      'fi-FI': /erääntyneiden laskujen perinnän Lowell/,
    },
  },
];

const LANGUAGES = ['en-US', 'fi-FI'] as const;

async function expectPage(page: Page, c: PageCase, language: (typeof LANGUAGES)[number]): Promise<void> {
  const response = await page.goto(`/${c.instance}/${language}/${c.endpoint}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: c.heading[language] })).toBeVisible();
  await expect(page.getByText(c.text[language]).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`- ${c.heading[language]}$`));
}

/** The text part of an .eml: quoted-printable undone, so Finnish letters read as written. */
function textOf(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function mailContaining(marker: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const name of files) {
    const eml = readFileSync(join(outboxDir, name), 'utf8');
    if (textOf(eml).includes(marker)) return eml;
  }
  return null;
}

test.describe('content pages', () => {
  for (const c of PAGES) {
    test(`${c.instance} ${c.endpoint}: the instance's own file in both languages, accessible`, async ({
      page,
    }) => {
      await logInWithApi(page, c.instance, 'customer');
      for (const language of LANGUAGES) {
        await expectPage(page, c, language);
        await expectNoSeriousAxeViolations(page);
      }
    });
  }

  test('the menu offers the pages per instance; a page the instance does not offer is a 404', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/faq');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'FAQ',
      'Contact us',
      'Contact details',
      'Energy saving tips',
      'Pricing',
      'Customer service',
    ])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Lowell' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Energy saving tips', exact: true }).click();
    await expect(page).toHaveURL(/\/demo1\/en-US\/online\/energy-saving-tips$/);

    const missing = await page.goto('/demo1/en-US/online/lowell');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);

    await logInWithApi(page, 'nivos', 'customer');
    expect((await page.goto('/nivos/en-US/online/customer-service'))?.status()).toBe(404);
    await page.goto('/nivos/en-US/online/lowell');
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lowell', exact: true }),
    ).toBeVisible();
  });

  test('FAQ questions open to their answers; links to other sites open in a new tab', async ({ page }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/faq');
    const question = page.getByRole('button', { name: 'Where can I see power outages?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('link', { name: /demo1\.example\/keskeytykset/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoSeriousAxeViolations(page);
  });

  test('the retired-reporting notice is public where the instance has it, 404 elsewhere', async ({
    page,
  }) => {
    for (const [instance, text] of [
      ['jylhaos', /The old reporting service of Jylhän Sähköosuuskunta has been retired/],
      ['kivijarvenlampo', /The old reporting service of Kivijärven Lämpö has been retired/],
    ] as const) {
      const response = await page.goto(`/${instance}/en-US/online/retired-reporting`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Old reporting service' })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
    await page.goto('/jylhaos/fi-FI/online/retired-reporting');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanha raportointipalvelu' })).toBeVisible();
    expect((await page.goto('/demo1/en-US/online/retired-reporting'))?.status()).toBe(404);
  });

  test('the contact form checks, delivers a mail to the utility mailbox and confirms; a refusal keeps the text', async ({
    page,
  }) => {
    await logInWithApi(page, 'demo1', 'customer');
    await page.goto('/demo1/en-US/online/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const form = page.getByRole('form', { name: 'Contact form' });
    const message = form.getByRole('textbox', { name: /^Message/ });
    await message.fill('Too short');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Choose a subject from the list.')).toBeVisible();
    await expect(form.getByText('The message needs at least 10 characters.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const marker = `e2e-${Date.now()}`;
    await form.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Invoicing' });
    await form.getByRole('textbox', { name: /^Email/ }).fill('maija.e2e@example.fi');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('');
    await message.fill(`Please move my due date. Ref ${marker}`);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you, your message was sent')).toBeVisible();
    await expect(message).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('maija.e2e@example.fi');
    await expectNoSeriousAxeViolations(page);

    await expect.poll(() => mailContaining(marker) !== null).toBe(true);
    const eml = mailContaining(marker)!;
    expect(eml).toMatch(/^To: asiakaspalvelu@demo1\.example\r?$/m);
    expect(eml).toMatch(/^Reply-To: maija\.e2e@example\.fi\r?$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toMatch(/^Content-Language: fi-FI\r?$/m);
    const text = textOf(eml);
    expect(text).toContain('Aihe: Laskutus');
    expect(text).toContain('Käyttäjätunnus: customer');
    expect(text).toContain('Sähköposti: maija.e2e@example.fi');
    expect(text).toContain('Asiointikieli: English');
  });
});
