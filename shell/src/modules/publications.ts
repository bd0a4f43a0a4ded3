import type { InstanceConfig, ModuleId } from '@portal/instances';
import { publicationUrl, toPublication, type ModulePublication } from '@portal/shared';

/** like a remote load: a publication that takes longer only hides its module */
// every host page waits for the publications at boot: one slow remote must not hold them all for long
const PUBLICATION_TIMEOUT_MS = 5_000;

const absolute = (url: string): string =>
  typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;

async function fetchPublication(id: ModuleId, manifest: string): Promise<ModulePublication> {
  const response = await fetch(publicationUrl(absolute(manifest)), {
    signal: AbortSignal.timeout(PUBLICATION_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return toPublication(await response.json(), id);
}

/**
 * Every enabled module's publication, in `instance.modules` order, fetched in parallel. Never rejects:
 * a module whose publication is missing, late or wrong is null, so only its menu items and routes
 * are hidden and the rest of the portal works.
 */
export function fetchPublications(instance: InstanceConfig): Promise<Array<ModulePublication | null>> {
  return Promise.all(
    instance.modules.map(({ id, manifest }) =>
      fetchPublication(id, manifest).catch((error: unknown) => {
        console.warn(
          `[modules] ${id}: no publication, its pages are hidden: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      }),
    ),
  );
}
