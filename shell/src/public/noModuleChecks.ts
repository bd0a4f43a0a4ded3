import type * as Real from '../federation/validateModule';

/**
 * Stands in for federation/validateModule in the logged-out pages' entry: no remote module is ever
 * loaded there (noRemotes.ts refuses), so there is nothing to check against its publication, and the
 * naming-rule checks of `@portal/shared` stay out of the page.
 */
export class InvalidModuleError extends Error {
  constructor(id: string, reason: string) {
    super(`remote module '${id}' is not a PortalModule: ${reason}`);
    this.name = 'InvalidModuleError';
  }
}

export const toPortalModule: typeof Real.toPortalModule = (_exported, id) => {
  throw new InvalidModuleError(id, 'modules load in the federation host, not on the logged-out pages');
};

export const checkServesPublication: typeof Real.checkServesPublication = () => {};
