import type { InstanceConfig, Language, ModuleId } from '@portal/instances';
import type { ModuleCatalog } from './catalog';

/**
 * Adds a `<link rel="preload" as="script">` for each of a remote's files (names beside its manifest) that
 * the page does not preload yet, so they arrive while the remote's entry does; the remote's own chunk
 * loading then finds them in the cache. Returns how many links it added.
 */
export function preloadScripts(manifest: string, files: readonly string[], doc: Document = document): number {
  const present = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  let added = 0;
  for (const file of files) {
    const href = new URL(file, new URL(manifest, doc.baseURI)).href;
    if (present.has(href)) continue;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
    added += 1;
  }
  return added;
}

/**
 * The registry's `preload`: when it starts loading a module, the files that loading runs anyway, so they
 * come with the manifest instead of one after another: the remote's entry and its exposed module's chunks
 * (`entryScripts`), and its text chunk in the page's language (`languageScripts`).
 */
export const modulePreloader =
  (instance: InstanceConfig, catalog: ModuleCatalog, doc?: Document) =>
  (id: ModuleId, language: Language): void => {
    const manifest = instance.modules.find((module) => module.id === id)?.manifest;
    const publication = catalog.publication(id);
    if (!manifest || !publication) return;
    preloadScripts(
      manifest,
      [...(publication.entryScripts ?? []), ...(publication.languageScripts?.[language] ?? [])],
      doc,
    );
  };
