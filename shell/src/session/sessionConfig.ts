import type { Language } from '@portal/instances';

/**
 * What the session saga needs to know about the page it runs in. The shell calls configureSession
 * once the instance is loaded and again on every language change, before dispatching session actions.
 */
export interface SessionConfig {
  instanceId: string;
  language: Language;
  /** instance.links.logout; when absent logout lands on the login page */
  logoutUrl?: string;
  /** instance.flags.offlineApp: the user is kept for a page load without a network (docs/offline.md) */
  offlineApp?: boolean;
}

let config: SessionConfig | null = null;

export function configureSession(next: SessionConfig): void {
  config = { ...next };
}

export function getSessionConfig(): SessionConfig {
  if (!config) throw new Error('configureSession({ instanceId, language }) must run before session actions');
  return config;
}

/** The OAuth client of an instance (contracts: client_id=mimo_<instance>). */
export const clientIdFor = (instanceId: string): string => `mimo_${instanceId}`;

export const loginPathOf = ({ instanceId, language }: SessionConfig): string =>
  `/${instanceId}/${language}/login`;

/** The root: the shell's catch-all sends a logged-in user to the first active menu item. */
export const homePathOf = ({ instanceId, language }: SessionConfig): string => `/${instanceId}/${language}/`;
