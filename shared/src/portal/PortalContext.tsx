/**
 * What the shell tells every page and widget: the instance, the language, the user.
 * `shared` is a Module Federation singleton, so remotes read the same context object as the shell.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { InstanceConfig, Language } from '@portal/instances';
import type { Subject } from '../api/subject';
import type { UserInfo } from '../api/types';

/**
 * Renders the published page of any enabled module (or the dashboard, endpoint `online/home`) for a subject,
 * inside the shell's loader and error boundary: how one remote shows another's page (the admin report dialog
 * shows mf-reports' pages for a target user) without importing it. `null` children when the endpoint is not
 * served in this instance.
 */
export interface ModuleViewProps {
  endpoint: string;
  subject: Subject;
  /** passed to the page as its `input` (ModulePageProps) */
  input?: Readonly<Record<string, unknown>>;
}

export interface PortalContextValue {
  instance: InstanceConfig;
  language: Language;
  /** null when logged out */
  user: UserInfo | null;
  /** builds '/{instance}/{language}/{endpoint}' */
  pathTo: (endpoint: string) => string;
  /** another module's page (or the dashboard) for a subject: docs/staff-platform.md */
  ModuleView: ComponentType<ModuleViewProps>;
  /** whether `ModuleView` can show the endpoint here (an enabled module publishes it, or it is the dashboard) */
  servesEndpoint: (endpoint: string) => boolean;
  /** ends the session as the user menu's logout does (e.g. after staff delete their own account) */
  logout: () => void;
  /**
   * The Fluent theme in effect ('dark' once the dark theme has loaded). Its colours reach the page as CSS
   * variables; what copies them into JavaScript (a chart's canvas) reads them again when this changes.
   */
  colorScheme: ColorScheme;
}

export type ColorScheme = 'light' | 'dark';

export const PortalContext = createContext<PortalContextValue | null>(null);

export const usePortal = (): PortalContextValue => {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal outside the shell PortalContext provider');
  return value;
};
