import type { Language, ModuleId } from '@portal/instances';
import type { PortalModule } from '@portal/shared';

/** A remote answered, but its `./module` is not a PortalModule for the id asked for. */
export class InvalidModuleError extends Error {
  constructor(id: ModuleId, reason: string) {
    super(`remote module '${id}' is not a PortalModule: ${reason}`);
    this.name = 'InvalidModuleError';
  }
}

const LANGUAGES: Language[] = ['fi-FI', 'en-US'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A React component is a function, or an object made by memo/forwardRef/lazy. */
const isComponent = (value: unknown): boolean =>
  typeof value === 'function' || (isRecord(value) && '$$typeof' in value);

/**
 * The default export of a remote's `./module`, checked against the module contract before the shell
 * mounts anything of it, so a wrong deployment fails with a message instead of deep inside React.
 */
export function toPortalModule(exported: unknown, id: ModuleId): PortalModule {
  const candidate = isRecord(exported) && 'default' in exported ? exported.default : exported;
  if (!isRecord(candidate)) throw new InvalidModuleError(id, 'no default export object');
  if (candidate.id !== id) throw new InvalidModuleError(id, `its id is '${String(candidate.id)}'`);
  if (!Array.isArray(candidate.routes)) throw new InvalidModuleError(id, 'routes is not an array');
  candidate.routes.forEach((route: unknown, index) => {
    if (!isRecord(route) || typeof route.endpoint !== 'string' || typeof route.titleKey !== 'string')
      throw new InvalidModuleError(id, `route ${index} lacks endpoint or titleKey`);
    if (!isComponent(route.component))
      throw new InvalidModuleError(id, `route ${route.endpoint} has no component`);
  });
  if (candidate.widgets !== undefined) {
    if (!Array.isArray(candidate.widgets)) throw new InvalidModuleError(id, 'widgets is not an array');
    candidate.widgets.forEach((widget: unknown, index) => {
      if (!isRecord(widget) || typeof widget.id !== 'string' || !isComponent(widget.component))
        throw new InvalidModuleError(id, `widget ${index} lacks id or component`);
    });
  }
  if (candidate.saga !== undefined && typeof candidate.saga !== 'function')
    throw new InvalidModuleError(id, 'saga is not a generator function');
  if (candidate.reducers !== undefined) {
    if (!isRecord(candidate.reducers)) throw new InvalidModuleError(id, 'reducers is not an object');
    for (const [key, reducer] of Object.entries(candidate.reducers)) {
      if (typeof reducer !== 'function') throw new InvalidModuleError(id, `reducer ${key} is not a function`);
    }
  }
  const messages = candidate.messages;
  if (!isRecord(messages)) throw new InvalidModuleError(id, 'messages missing');
  for (const language of LANGUAGES) {
    if (!isRecord(messages[language])) throw new InvalidModuleError(id, `messages for ${language} missing`);
  }
  return candidate as unknown as PortalModule;
}
