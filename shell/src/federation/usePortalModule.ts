import { use } from 'react';
import type { ModuleId } from '@portal/instances';
import type { PortalModule } from '@portal/shared';
import { portalModuleForRender } from './remotes';

/**
 * The module, loaded on first use. Suspends while it loads and throws its load error, so call it
 * inside a RemoteBoundary (whose Retry loads it again); re-renders reuse the same load.
 */
export function usePortalModule(id: ModuleId): PortalModule {
  return use(portalModuleForRender(id));
}
