import type { InstanceConfig, Language, MenuItem } from './types';

/**
 * The endpoints (the path after /{instance}/{language}/) the shell renders itself, whatever modules an
 * instance enables. One list for the shell (its routes and menu) and the server (which answers 404 for a
 * page address nothing serves, docs/instances.md "Page addresses").
 */
export const SHELL_ENDPOINTS = [
  'welcome',
  'login',
  'reset-password',
  'oauth2/redirect',
  '401',
  '404',
  // the account page redirects to its first tab; an unknown tab is not an address (docs/account.md)
  'account',
  'account/general',
  'account/security',
  'account/locations',
  'account/activity',
] as const;
export type ShellEndpoint = (typeof SHELL_ENDPOINTS)[number];

/**
 * The dashboard grid of the modules' widgets: `online/home` for the instance's home roles, `home` for
 * superusers. Served only once an enabled module publishes a widget.
 */
export const DASHBOARD_ENDPOINTS = ['online/home', 'home'] as const;

export const stripSlashes = (endpoint: string): string => endpoint.replace(/^\/+|\/+$/g, '');

export const isShellEndpoint = (endpoint: string): boolean =>
  (SHELL_ENDPOINTS as readonly string[]).includes(stripSlashes(endpoint));

export const isDashboardEndpoint = (endpoint: string): boolean =>
  (DASHBOARD_ENDPOINTS as readonly string[]).includes(stripSlashes(endpoint));

/**
 * The content pages the shell renders from the instance's own files (docs/content-pages.md). Unlike the
 * shell's endpoints they are served only where the instance offers them: a menu item names the endpoint
 * (the retired-reporting notice also when `flags.retiredReportingNotice` is on).
 */
export const CONTENT_ENDPOINTS = [
  'online/faq',
  'online/contact',
  'online/contact-details',
  'online/energy-saving-tips',
  'online/pricing',
  'online/customer-service',
  'online/lowell',
  'online/retired-reporting',
] as const;
export type ContentEndpoint = (typeof CONTENT_ENDPOINTS)[number];

export const RETIRED_REPORTING_ENDPOINT = 'online/retired-reporting';
export const CONTACT_ENDPOINT = 'online/contact';

export const isContentEndpoint = (endpoint: string): endpoint is ContentEndpoint =>
  (CONTENT_ENDPOINTS as readonly string[]).includes(stripSlashes(endpoint));

/** The file a content page shows, inside the instance folder; null for the contact form (instance.json). */
export function contentFileOf(endpoint: ContentEndpoint, language: Language): string | null {
  const name = endpoint.slice('online/'.length);
  switch (endpoint) {
    case 'online/contact':
      return null;
    case 'online/faq':
    case 'online/pricing':
      return `pages/${name}.${language}.json`;
    default:
      return `pages/${name}.${language}.md`;
  }
}

/** The instance's menu item that opens an endpoint, wherever it sits in the menu; null when none. */
export function menuItemOf(instance: InstanceConfig, endpoint: string): MenuItem | null {
  const clean = stripSlashes(endpoint);
  for (const section of instance.menu) {
    for (const entry of section.entries) {
      const children = entry.type === 'group' ? entry.items : [entry];
      for (const child of children) {
        if (child.type === 'item' && stripSlashes(child.endpoint) === clean) return child;
      }
    }
  }
  return null;
}

/** Whether this instance serves a content page (otherwise its address is a 404). */
export function isContentEndpointServed(instance: InstanceConfig, endpoint: string): boolean {
  const clean = stripSlashes(endpoint);
  if (!isContentEndpoint(clean)) return false;
  if (clean === RETIRED_REPORTING_ENDPOINT && instance.flags.retiredReportingNotice) return true;
  return menuItemOf(instance, clean) !== null;
}

/** The shapes of the JSON content files (docs/content-pages.md). */
export interface FaqFile {
  questions: Array<{ question: string; answer: string }>;
}
export interface PricingFile {
  intro?: string;
  links: Array<{ label: string; url: string; description?: string }>;
}
