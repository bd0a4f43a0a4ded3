import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyInstance, editInstanceJson } from './copyInstance';
import { faqProblems, pricingProblems } from './contentRules';
import { contentFileOf, isContentEndpoint, isContentEndpointServed, menuItemOf } from './endpoints';
import { InstanceConfigError } from './errors';
import type { InstanceConfig, MenuItem } from './types';
import { loadInstance, loadInstances } from './validate';
import { instancesDir } from './paths';

/** Loads a broken copy and returns the loader's message. */
const refusal = (id: string, breakIt: (folder: string) => void): string => {
  const { dir, folder } = copyInstance(id);
  breakIt(folder);
  try {
    loadInstances(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(InstanceConfigError);
    return (error as Error).message;
  }
  throw new Error('the broken instance was accepted');
};

const supportItems = (json: InstanceConfig) => json.menu.find((section) => section.id === 'support')!.entries;

describe('a menu item opening a content page needs the page file in every language', () => {
  it('a missing markdown file is named, with the menu item that needs it', () => {
    const message = refusal('demo1', (folder) => rmSync(join(folder, 'pages/contact-details.en-US.md')));
    expect(message).toMatch(
      /instances\/demo1\/instance\.json: \/menu\/1\/entries\/\d+\/endpoint opens "online\/contact-details", but instances\/demo1\/pages\/contact-details\.en-US\.md does not exist/,
    );
  });

  it('an empty file is refused', () => {
    const message = refusal('nivos', (folder) => writeFileSync(join(folder, 'pages/lowell.fi-FI.md'), ' \n'));
    expect(message).toContain('but instances/nivos/pages/lowell.fi-FI.md is empty');
  });

  it('a FAQ file without questions is refused, naming the file and the field', () => {
    const message = refusal('demo1', (folder) =>
      writeFileSync(join(folder, 'pages/faq.fi-FI.json'), JSON.stringify({ questions: [] })),
    );
    expect(message).toContain('instances/demo1/pages/faq.fi-FI.json: /questions must be a non-empty list');
  });

  it('a pricing link that is not https is refused', () => {
    const message = refusal('nivos', (folder) =>
      writeFileSync(
        join(folder, 'pages/pricing.en-US.json'),
        JSON.stringify({ links: [{ label: 'Prices', url: 'javascript:alert(1)' }] }),
      ),
    );
    expect(message).toContain(
      'instances/nivos/pages/pricing.en-US.json: /links/0/url must be an https address',
    );
  });

  it('invalid JSON is refused with the parser message', () => {
    const message = refusal('demo1', (folder) =>
      writeFileSync(join(folder, 'pages/pricing.fi-FI.json'), '{'),
    );
    expect(message).toContain('instances/demo1/pages/pricing.fi-FI.json: / must be valid JSON');
  });

  it('the contact form needs "contact" (mailbox and subjects)', () => {
    const message = refusal('demo1', (folder) =>
      editInstanceJson(folder, (json) => {
        delete json.contact;
      }),
    );
    expect(message).toMatch(/\/menu\/1\/entries\/1\/endpoint opens "online\/contact", which needs "contact"/);
  });

  it('a contact subject needs a name in every language of the instance', () => {
    const message = refusal('demo1', (folder) =>
      editInstanceJson(folder, (json) => {
        json.contact!.subjects[2]!.label = { 'fi-FI': 'Muutto' };
      }),
    );
    expect(message).toContain('/contact/subjects/2/label must name the subject in en-US');
  });

  it('contact subject ids are unique', () => {
    const message = refusal('demo1', (folder) =>
      editInstanceJson(folder, (json) => {
        json.contact!.subjects[1]!.id = json.contact!.subjects[0]!.id;
      }),
    );
    expect(message).toContain('/contact/subjects/1/id must be a unique subject id');
  });

  it('the retired-reporting notice is in the menu only with its flag', () => {
    const message = refusal('jylhaos', (folder) =>
      editInstanceJson(folder, (json) => {
        json.flags.retiredReportingNotice = false;
      }),
    );
    expect(message).toContain(
      '"online/retired-reporting" may be in the menu only when flags.retiredReportingNotice is true',
    );
  });

  it('the retired-reporting flag needs the notice file even without a menu item', () => {
    const message = refusal('demo1', (folder) =>
      editInstanceJson(folder, (json) => {
        json.flags.retiredReportingNotice = true;
      }),
    );
    expect(message).toContain(
      '/flags/retiredReportingNotice opens "online/retired-reporting", but instances/demo1/pages/retired-reporting.fi-FI.md does not exist',
    );
  });

  it('a page nobody lists needs no file (an instance offers only what its menu has)', () => {
    const { dir, folder } = copyInstance('karhulanenergia');
    editInstanceJson(folder, (json) => {
      const entries = supportItems(json);
      entries.splice(
        entries.findIndex((entry) => entry.id === 'contactDetails'),
        1,
      );
    });
    rmSync(join(folder, 'pages/contact-details.fi-FI.md'));
    expect(loadInstances(dir).map((config) => config.id)).toEqual(['karhulanenergia']);
  });
});

describe('which content pages an instance serves', () => {
  const demo1 = loadInstance(instancesDir, 'demo1');
  const jylhaos = loadInstance(instancesDir, 'jylhaos');
  const kivijarvenlampo = loadInstance(instancesDir, 'kivijarvenlampo');
  const nivos = loadInstance(instancesDir, 'nivos');

  it('serves the pages its menu has and no other', () => {
    expect(isContentEndpointServed(demo1, 'online/faq')).toBe(true);
    expect(isContentEndpointServed(demo1, '/online/pricing/')).toBe(true);
    expect(isContentEndpointServed(demo1, 'online/lowell')).toBe(false);
    expect(isContentEndpointServed(nivos, 'online/lowell')).toBe(true);
    expect(isContentEndpointServed(nivos, 'online/customer-service')).toBe(false);
  });

  it('serves the retired-reporting notice where the flag is on', () => {
    expect(isContentEndpointServed(jylhaos, 'online/retired-reporting')).toBe(true);
    expect(isContentEndpointServed(kivijarvenlampo, 'online/retired-reporting')).toBe(true);
    expect(isContentEndpointServed(demo1, 'online/retired-reporting')).toBe(false);
  });

  it('is never true for an endpoint that is not a content page', () => {
    expect(isContentEndpoint('online/notes')).toBe(false);
    expect(isContentEndpointServed(demo1, 'online/notes')).toBe(false);
  });

  it('finds the menu item inside a group too, with its access rule', () => {
    const item = menuItemOf(demo1, 'online/customer-service') as MenuItem;
    expect(item.scopes).toEqual(['customer_service_demo1']);
    expect(menuItemOf(demo1, 'online/contracts')?.id).toBe('contracts');
  });

  it('names one file per language: JSON for the FAQ and pricing, markdown for the rest, none for the form', () => {
    expect(contentFileOf('online/faq', 'fi-FI')).toBe('pages/faq.fi-FI.json');
    expect(contentFileOf('online/pricing', 'en-US')).toBe('pages/pricing.en-US.json');
    expect(contentFileOf('online/energy-saving-tips', 'en-US')).toBe('pages/energy-saving-tips.en-US.md');
    expect(contentFileOf('online/contact', 'fi-FI')).toBeNull();
  });
});

describe('the shapes of the JSON content files', () => {
  it('a FAQ entry needs a question of at most 500 characters and an answer', () => {
    expect(faqProblems({ questions: [{ question: 'Q?', answer: 'A.' }] })).toEqual([]);
    expect(faqProblems({ questions: [{ question: 'x'.repeat(501), answer: '' }] })).toEqual([
      ['/questions/0/question', 'must be a text of 1-500 characters'],
      ['/questions/0/answer', 'must be a non-empty text'],
    ]);
  });

  it('a pricing link needs a label and an https address; the description is optional', () => {
    expect(pricingProblems({ links: [{ label: 'Prices', url: 'https://a.example/' }] })).toEqual([]);
    expect(pricingProblems({ links: [{ label: '', url: 'http://a.example/' }] })).toEqual([
      ['/links/0/label', 'must be a text of 1-200 characters'],
      ['/links/0/url', 'must be an https address'],
    ]);
  });
});
