import type { ModuleId } from '@portal/instances';
import {
  moduleProblems,
  publicationMismatches,
  type ModulePublication,
  type PortalModule,
} from '@portal/shared';

/** A remote answered, but its `./module` is not a PortalModule for the id asked for. */
export class InvalidModuleError extends Error {
  constructor(id: ModuleId, reason: string) {
    super(`remote module '${id}' is not a PortalModule: ${reason}`);
    this.name = 'InvalidModuleError';
  }
}

/**
 * The default export of a remote's `./module`, checked against the module contract and the naming
 * scheme (`@portal/shared` moduleRules) before the shell mounts anything of it, so a wrong deployment
 * or a wrongly named reducer or message fails with a message instead of deep inside React.
 */
export function toPortalModule(exported: unknown, id: ModuleId): PortalModule {
  const candidate =
    typeof exported === 'object' && exported !== null && 'default' in exported ? exported.default : exported;
  const problems = moduleProblems(candidate, id);
  if (problems.length > 0) throw new InvalidModuleError(id, problems.join('; '));
  return candidate as PortalModule;
}

/**
 * The shell built its menus and routes from the remote's publication (`portal-module.json`); the module
 * the remote then loads must serve exactly that, or a menu item would lead to a missing page.
 */
export function checkServesPublication(module: PortalModule, publication: ModulePublication | null): void {
  if (!publication) return;
  const problems = publicationMismatches(module, publication);
  if (problems.length > 0) throw new InvalidModuleError(module.id, problems.join('; '));
}
