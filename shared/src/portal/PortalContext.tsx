/**
 * What the shell tells every page and widget: the instance, the language, the user.
 * `shared` is a Module Federation singleton, so remotes read the same context object as the shell.
 */
import { createContext, useContext } from 'react';
import type { InstanceConfig, Language } from '@portal/instances';
import type { UserInfo } from '../api/types';

export interface PortalContextValue {
  instance: InstanceConfig;
  language: Language;
  /** null when logged out */
  user: UserInfo | null;
  /** builds '/{instance}/{language}/{endpoint}' */
  pathTo: (endpoint: string) => string;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export const usePortal = (): PortalContextValue => {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal outside the shell PortalContext provider');
  return value;
};
