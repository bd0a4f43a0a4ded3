import type { InstanceConfig, ModuleId } from '@portal/instances';
import { publicationUrl, toPublication, type ModulePublication } from '@portal/shared';
import { absoluteUrl, fetchOnce, publicationInit } from '../app/earlyFetch';

/**
 * The workspace remotes' publications as the shell's build wrote them (shell/build/remotePublications.mjs),
 * beside the shell's own files: the server answers page addresses from the same file.
 */
export const BUILD_PUBLICATIONS_URL = '/remote-publications.json';

// the host's entry may have asked for a module's publication already (app/earlyFetch.ts)
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetchOnce(url, publicationInit());
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The build's record, fetched once per boot and only when some remote's own publication failed. */
function buildRecord(): () => Promise<Record<string, unknown>> {
  let record: Promise<Record<string, unknown>> | null = null;
  return () =>
    (record ??= fetchJson(BUILD_PUBLICATIONS_URL).then(
      (value) => (value as { modules?: Record<string, unknown> } | null)?.modules ?? {},
      () => ({}),
    ));
}

/**
 * Every enabled module's publication, in `instance.modules` order, fetched in parallel. Never rejects.
 * A remote whose own `portal-module.json` is missing, late or wrong takes the publication the build
 * recorded for it: its pages, menu items and widgets stay, and opening one shows the remote's retry card
 * rather than the 404 page (the page exists; its files are what is unavailable). Only a module the build
 * does not know either is null: its items are hidden and the rest of the portal works.
 */
export function fetchPublications(instance: InstanceConfig): Promise<Array<ModulePublication | null>> {
  const recorded = buildRecord();
  return Promise.all(
    instance.modules.map(({ id, manifest }) =>
      fetchJson(publicationUrl(absoluteUrl(manifest)))
        .then((value) => toPublication(value, id))
        .catch(async (error: unknown) => {
          const fallback = await fallbackOf(id, recorded);
          console.warn(
            `[modules] ${id}: no publication (${reason(error)}); ${fallback ? 'its pages stay as the build published them' : 'its pages are hidden'}`,
          );
          return fallback;
        }),
    ),
  );
}

async function fallbackOf(
  id: ModuleId,
  recorded: () => Promise<Record<string, unknown>>,
): Promise<ModulePublication | null> {
  const value = (await recorded())[id];
  if (value === undefined) return null;
  try {
    return toPublication(value, id);
  } catch {
    return null;
  }
}
