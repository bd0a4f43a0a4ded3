import { createContext, useContext } from 'react';
import type { MenuSection } from '@portal/instances';
import type { ModuleCatalog } from '../modules/catalog';
import type { ModuleRegistry } from '../modules/moduleRegistry';

/** What the shell's own components share beyond PortalContext (which remotes also read). */
export interface ShellContextValue {
  registry: ModuleRegistry;
  /** which enabled module serves which endpoint, and the dashboard's widgets */
  catalog: ModuleCatalog;
  /** the left menu after the instance, role, scope, module and district heating filters */
  visibleMenu: MenuSection[];
  darkTheme: boolean;
  setDarkTheme: (on: boolean) => void;
  /** the mobile menu drawer */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside the shell');
  return value;
}
