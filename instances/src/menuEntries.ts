import type { AccessRule, InstanceConfig, MenuEntry } from './types';
import { pointerOf } from './pointer';

export interface LocatedEntry {
  pointer: string;
  id: string;
  /** the section, group or entry itself */
  node: AccessRule & { id: string; type?: MenuEntry['type'] | 'section'; endpoint?: string };
}

/** Every section, group and entry of the menu with its JSON pointer, in reading order. */
export const menuNodes = (config: InstanceConfig): LocatedEntry[] => {
  const nodes: LocatedEntry[] = [];
  config.menu.forEach((section, s) => {
    nodes.push({ pointer: pointerOf('menu', s), id: section.id, node: { ...section, type: 'section' } });
    section.entries.forEach((entry, e) => {
      nodes.push({ pointer: pointerOf('menu', s, 'entries', e), id: entry.id, node: entry });
      if (entry.type !== 'group') return;
      entry.items.forEach((item, i) => {
        nodes.push({ pointer: pointerOf('menu', s, 'entries', e, 'items', i), id: item.id, node: item });
      });
    });
  });
  return nodes;
};
