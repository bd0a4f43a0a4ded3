import { use } from 'react';
import type { ModuleId } from '@portal/instances';
import type { PortalModule } from '@portal/shared';
import { loadPortalModule } from './remotes';

/**
 * The promise React is given per module. Unlike loadPortalModule's cache it keeps a failure:
 * React re-renders a suspended component when its promise settles, and handing it a fresh attempt
 * then would loop instead of reaching the error boundary. Only an explicit retry forgets it.
 */
const rendered = new Map<ModuleId, Promise<PortalModule>>();

/**
 * The module, loaded on first use. Suspends while it loads and throws its load error, so call it
 * inside a RemoteBoundary (whose Retry calls retryPortalModule).
 */
export function usePortalModule(id: ModuleId): PortalModule {
  let promise = rendered.get(id);
  if (!promise) {
    promise = loadPortalModule(id);
    rendered.set(id, promise);
  }
  return use(promise);
}

/** Lets the next render load the module again (a success stays cached inside loadPortalModule). */
export function retryPortalModule(id: ModuleId): void {
  rendered.delete(id);
}
