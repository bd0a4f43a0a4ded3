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
  'online/staff',
  '401',
  '404',
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
