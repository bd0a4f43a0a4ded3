import { use } from 'react';
import type { ModuleId } from '@portal/instances';
import type { ModuleRoute } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { InvalidModuleError } from '../federation/validateModule';

/**
 * Suspends until the module is loaded and installed (reducers, saga, messages), then gives its served
 * route; call it inside a RemoteBoundary. A routed page adds its title around it, a ModuleView does not.
 */
export function useLoadedRoute(moduleId: ModuleId, endpoint: string): ModuleRoute {
  const { registry } = useShell();
  const module = use(registry.load(moduleId));
  const route = module.routes.find((candidate) => candidate.endpoint === endpoint);
  // the registry checked the module against its publication; this is only a guard
  if (!route) throw new InvalidModuleError(moduleId, `${endpoint} is not served`);
  return route;
}
