import type { InstanceConfig } from '@portal/instances';

export type HeaderTitleTarget = { kind: 'internal'; endpoint: string } | { kind: 'external'; url: string };

/**
 * The header title links to welcome, or to 404 for restricted instances, or to an external main page. A
 * logged-in user of a restricted instance goes home instead: a logo that leads to a 404 page looks broken.
 */
export function headerTitleTarget(instance: InstanceConfig, loggedIn = false): HeaderTitleTarget {
  if (instance.header.restricted404) return { kind: 'internal', endpoint: loggedIn ? '' : '404' };
  if (instance.links.externalMainPage) return { kind: 'external', url: instance.links.externalMainPage };
  return { kind: 'internal', endpoint: 'welcome' };
}

/** The header shows the first word of the user's first name. */
export const firstWordOf = (firstName: string, fallback: string): string =>
  firstName.trim().split(/\s+/)[0] || fallback;
