import type { InstanceConfig, MenuEntry, Role } from '@portal/instances';

/** Every role any menu entry of the instance asks for: what an empty menu lacks. */
export function rolesNamedByMenu(instance: InstanceConfig): Role[] {
  const roles = new Set<Role>();
  const add = (list: Role[] | undefined) => list?.forEach((role) => roles.add(role));
  const visit = (entry: MenuEntry) => {
    if (entry.type === 'subheader') return;
    add(entry.roles);
    if (entry.type === 'group') entry.items.forEach(visit);
  };
  for (const section of instance.menu) {
    add(section.roles);
    section.entries.forEach(visit);
  }
  return [...roles];
}
