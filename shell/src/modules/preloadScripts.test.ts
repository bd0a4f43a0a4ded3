import { afterEach, describe, expect, it } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import { ModuleCatalog } from './catalog';
import { modulePreloader } from './preloadScripts';

const instance = {
  modules: [
    { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
    { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
  ],
  homeRoles: [],
} as unknown as InstanceConfig;

const catalog = new ModuleCatalog(instance, [
  {
    id: 'reports',
    routes: [{ endpoint: 'online/energy-report', titleKey: 'reports.energyReport.title' }],
    entryScripts: ['remoteEntry.js', '__federation_expose_module.4d5e6f7a.js'],
    languageScripts: {
      'fi-FI': ['texts-fi-FI.1a2b3c4d.js'],
      'sv-FI': ['texts-sv-FI.2b3c4d5e.js'],
      'en-US': ['texts-en-US.3c4d5e6f.js'],
    },
  },
  { id: 'notes', routes: [{ endpoint: 'online/notes', titleKey: 'notes.title' }] },
]);

const preloaded = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => `${link.as} ${new URL(link.href).pathname}`,
  );

describe('modulePreloader', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it("preloads a module's entry and its text chunk in the language asked, once, beside its manifest", () => {
    const doc = document;
    const preload = modulePreloader(instance, catalog, doc);
    preload('reports', 'sv-FI');
    preload('reports', 'sv-FI');
    expect(preloaded(doc)).toEqual([
      'script /remotes/mf-reports/remoteEntry.js',
      'script /remotes/mf-reports/__federation_expose_module.4d5e6f7a.js',
      'script /remotes/mf-reports/texts-sv-FI.2b3c4d5e.js',
    ]);
  });

  it('adds nothing for a module that publishes no scripts', () => {
    const doc = document;
    modulePreloader(instance, catalog, doc)('notes', 'fi-FI');
    expect(preloaded(doc)).toEqual([]);
  });
});
