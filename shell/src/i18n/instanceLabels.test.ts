import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InstanceConfig, MenuEntry } from '@portal/instances';
import { MENU_ICON_NAMES } from '../menu/menuIcons';
import { shellMessages } from './shellMessages';

const instancesDir = join(__dirname, '..', '..', '..', 'instances');
const instances: InstanceConfig[] = readdirSync(instancesDir)
  .filter((name) => statSync(join(instancesDir, name)).isDirectory())
  .filter((name) => {
    try {
      return statSync(join(instancesDir, name, 'instance.json')).isFile();
    } catch {
      return false;
    }
  })
  .map(
    (name) => JSON.parse(readFileSync(join(instancesDir, name, 'instance.json'), 'utf8')) as InstanceConfig,
  );

function entriesOf(instance: InstanceConfig): Array<MenuEntry | { labelKey?: string; icon?: string }> {
  return instance.menu.flatMap((section) => [
    section,
    ...section.entries.flatMap((entry) => (entry.type === 'group' ? [entry, ...entry.items] : [entry])),
  ]);
}

describe('the shipped instances and the shell', () => {
  it('finds the shipped instances', () => {
    expect(instances.length).toBeGreaterThan(0);
  });

  it('every shell.menu label an instance uses has a shell message in fi-FI, sv-FI and en-US', () => {
    const missing = instances.flatMap((instance) =>
      entriesOf(instance)
        .map((entry) => entry.labelKey)
        .filter((key): key is string => typeof key === 'string' && key.startsWith('shell.menu.'))
        .filter((key) => Object.values(shellMessages).some((messages) => !(key in messages)))
        .map((key) => `${instance.id}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('every menu icon an instance names is one the shell can draw', () => {
    const unknown = instances.flatMap((instance) =>
      entriesOf(instance)
        .map((entry) => ('icon' in entry ? entry.icon : undefined))
        .filter((icon): icon is string => typeof icon === 'string' && !MENU_ICON_NAMES.includes(icon))
        .map((icon) => `${instance.id}: ${icon}`),
    );
    expect(unknown).toEqual([]);
  });
});
