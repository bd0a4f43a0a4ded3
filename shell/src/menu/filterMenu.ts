import type {
  InstanceConfig,
  MenuEntry,
  MenuExternalLink,
  MenuGroup,
  MenuItem,
  MenuSection,
} from '@portal/instances';
import { visibleWidgets } from '../dashboard/visibleWidgets';
import { isDashboardEndpoint, type ModuleCatalog } from '../modules/catalog';
import { hasAccess, type AccessSubject } from './access';

export interface MenuFilterContext {
  instance: InstanceConfig;
  /** what the enabled remotes publish: an item nobody serves is hidden */
  catalog: ModuleCatalog;
  /** null when logged out: menu checks need a logged-in user (a token cookie) */
  user: AccessSubject | null;
  /** the hideDistrictHeatingSection cookie is 'true' */
  districtHeatingHidden: boolean;
}

type GroupChild = MenuGroup['items'][number];

export function ruleOfItem(item: MenuItem, instance: InstanceConfig): MenuItem {
  // the online home roles come from the instance configuration when the item names none
  if (item.endpoint === 'online/home' && (!item.roles || item.roles.length === 0)) {
    return { ...item, roles: instance.homeRoles };
  }
  return item;
}

function isItemVisible(item: MenuItem, ctx: MenuFilterContext, user: AccessSubject): boolean {
  if (item.districtHeating && ctx.districtHeatingHidden) return false;
  if (!ctx.catalog.isEndpointAvailable(item.endpoint)) return false;
  // a dashboard without a widget this user may see would be an empty page (staff without ROLE_USER)
  if (
    isDashboardEndpoint(item.endpoint) &&
    visibleWidgets(ctx.catalog.widgets, { instance: ctx.instance, user, adminView: false }).length === 0
  )
    return false;
  return hasAccess(ruleOfItem(item, ctx.instance), user);
}

function isLinkVisible(link: MenuExternalLink, user: AccessSubject): boolean {
  return hasAccess(link, user);
}

/** Drops sub headers with nothing visible under them (before the next sub header or the end). */
function dropEmptySubHeaders<T extends MenuEntry | GroupChild>(entries: T[]): T[] {
  return entries.filter((entry, index) => {
    if (entry.type !== 'subheader') return true;
    const next = entries[index + 1];
    return next !== undefined && next.type !== 'subheader';
  });
}

function filterGroupChildren(
  children: GroupChild[],
  ctx: MenuFilterContext,
  user: AccessSubject,
): GroupChild[] {
  const visible = children.filter((child) => {
    if (child.type === 'item') return isItemVisible(child, ctx, user);
    if (child.type === 'external') return isLinkVisible(child, user);
    return true;
  });
  return dropEmptySubHeaders(visible);
}

function filterEntries(entries: MenuEntry[], ctx: MenuFilterContext, user: AccessSubject): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.type === 'item') {
      if (isItemVisible(entry, ctx, user)) visible.push(entry);
    } else if (entry.type === 'external') {
      if (isLinkVisible(entry, user)) visible.push(entry);
    } else if (entry.type === 'group') {
      if (!hasAccess(entry, user)) continue;
      const items = filterGroupChildren(entry.items, ctx, user);
      if (items.some((child) => child.type !== 'subheader')) visible.push({ ...entry, items });
    } else {
      visible.push(entry);
    }
  }
  return dropEmptySubHeaders(visible);
}

/**
 * A labelled section whose first visible entry is a sub header (its items above it all hidden) would show
 * two headings in a row, the section's own with nothing under it: the sub header's label heads the section
 * instead ('Links' over the website, not 'Support' over it).
 */
function withoutLeadingSubHeader(section: MenuSection, entries: MenuEntry[]): MenuSection {
  const [first, ...rest] = entries;
  return section.labelKey && first?.type === 'subheader'
    ? { ...section, labelKey: first.labelKey, entries: rest }
    : { ...section, entries };
}

/** The menu this user sees in this instance: spec sections 2 and 6. Logged out: no menu. */
export function filterMenu(ctx: MenuFilterContext): MenuSection[] {
  const { user } = ctx;
  if (!user) return [];
  return ctx.instance.menu
    .filter((section) => hasAccess(section, user))
    .map((section) => withoutLeadingSubHeader(section, filterEntries(section.entries, ctx, user)))
    .filter((section) => section.entries.some((entry) => entry.type !== 'subheader'));
}

/** The first in-app item of a filtered menu, in reading order; external links do not count. */
export function firstActiveItem(sections: MenuSection[]): MenuItem | null {
  for (const section of sections) {
    for (const entry of section.entries) {
      if (entry.type === 'item') return entry;
      if (entry.type === 'group') {
        const item = entry.items.find((child): child is MenuItem => child.type === 'item');
        if (item) return item;
      }
    }
  }
  return null;
}
