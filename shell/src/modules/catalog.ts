/**
 * Which part of the product serves each endpoint (the path after /{instance}/{language}/).
 * Remotes are registered from instance.json; this catalogue is what lets the shell know,
 * before loading anything, which remote a route or a menu item belongs to.
 */
import type { InstanceConfig, ModuleId } from '@portal/instances';

export const MODULE_ENDPOINTS: Readonly<Record<string, ModuleId>> = {
  'online/energy-report': 'reports',
  'online/invoices': 'billing',
  'online/contracts': 'billing',
  'online/notes': 'notes',
  'online/meter-reading-input': 'metering',
  'online/guard-service': 'metering',
  'online/disturbance-map': 'map',
  'admin/user-management': 'admin',
  'admin/create-user': 'admin',
  'admin/contract-search': 'admin',
  'admin/location-management': 'admin',
};

/**
 * Endpoints of a module that its remote does not serve yet (the reports dashboard and the district
 * heating and summary reports). Like the shell's pending pages they have no route, and menu items and
 * links to them stay hidden, so the catch-all never sends anyone to an empty page.
 */
export const MODULE_PENDING_ENDPOINTS = [
  'home',
  'online/uw-home',
  'online/home',
  'online/district-heating-report',
  'online/summary-report',
] as const;

/** Endpoints the shell renders itself today. */
export const SHELL_ENDPOINTS = [
  'welcome',
  'login',
  'reset-password',
  'oauth2/redirect',
  '401',
  '404',
] as const;
export type ShellEndpoint = (typeof SHELL_ENDPOINTS)[number];

/**
 * Endpoints the shell will serve once their issues are done (account and the content pages).
 * Until then they have no route, and menu items and links to them stay hidden.
 */
export const SHELL_PENDING_ENDPOINTS = [
  'account',
  'online/contact',
  'online/lowell',
  'online/faq',
  'online/contact-details',
  'online/energy-saving-tips',
  'online/customer-service',
  'online/pricing',
] as const;

const stripSlashes = (endpoint: string): string => endpoint.replace(/^\/+|\/+$/g, '');

/** The module serving an endpoint; any admin/* endpoint belongs to the admin module. */
export function moduleForEndpoint(endpoint: string): ModuleId | null {
  const clean = stripSlashes(endpoint);
  const direct = MODULE_ENDPOINTS[clean];
  if (direct) return direct;
  if (clean === 'admin' || clean.startsWith('admin/')) return 'admin';
  return null;
}

export function isShellEndpoint(endpoint: string): boolean {
  return (SHELL_ENDPOINTS as readonly string[]).includes(stripSlashes(endpoint));
}

export function isModuleEnabled(instance: InstanceConfig, id: ModuleId): boolean {
  return instance.modules.some((m) => m.id === id);
}

/** True when opening the endpoint in this instance renders something: an enabled module's page or a shell page. */
export function isEndpointAvailable(instance: InstanceConfig, endpoint: string): boolean {
  if (isShellEndpoint(endpoint)) return true;
  const moduleId = moduleForEndpoint(endpoint);
  return moduleId !== null && isModuleEnabled(instance, moduleId);
}
