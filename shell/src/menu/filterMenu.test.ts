import { describe, expect, it } from 'vitest';
import type { MenuSection } from '@portal/instances';
import { testInstance, testUser } from '@portal/shared/testing';
import { filterMenu, firstActiveItem, ruleOfItem } from './filterMenu';
import { hasAccess } from './access';
import type { ModulePublication } from '@portal/shared';
import { ModuleCatalog } from '../modules/catalog';

const notesItem = {
  type: 'item',
  id: 'notes',
  labelKey: 'shell.menu.notes',
  endpoint: 'online/notes',
} as const;

function visibleIds(sections: MenuSection[]): string[] {
  return sections.flatMap((s) =>
    s.entries.flatMap((e) => (e.type === 'group' ? [e.id, ...e.items.map((i) => i.id)] : [e.id])),
  );
}

/** what the two remotes publish today (their src/module.json) */
const PUBLISHED: ModulePublication[] = [
  { id: 'notes', routes: [{ endpoint: 'online/notes', titleKey: 'notes.title' }] },
  { id: 'reports', routes: [{ endpoint: 'online/energy-report', titleKey: 'reports.energyReport.title' }] },
];

function run(
  menu: MenuSection[],
  opts: {
    roles?: string[];
    scopes?: string[];
    hidden?: boolean;
    loggedOut?: boolean;
    publications?: Array<ModulePublication | null>;
  } = {},
) {
  const publications = opts.publications ?? PUBLISHED;
  const instance = testInstance({
    menu,
    modules: publications.map((publication, index) => ({
      id: publication?.id ?? (['notes', 'reports'] as const)[index]!,
      manifest: `/remotes/mf-${publication?.id ?? index}/mf-manifest.json`,
    })),
  });
  const user = testUser({
    roles: (opts.roles ?? ['ROLE_USER']) as never,
    scopes: opts.scopes ?? [],
  });
  return filterMenu({
    instance,
    catalog: new ModuleCatalog(instance, publications),
    user: opts.loggedOut ? null : user,
    districtHeatingHidden: opts.hidden ?? false,
  });
}

describe('access check (spec section 6)', () => {
  it('needs any listed authority', () => {
    expect(hasAccess({ roles: ['ROLE_ADMIN', 'ROLE_USER'] }, { roles: ['ROLE_USER'], scopes: [] })).toBe(
      true,
    );
    expect(hasAccess({ roles: ['ROLE_ADMIN', 'ROLE_SERVANT'] }, { roles: ['ROLE_USER'], scopes: [] })).toBe(
      false,
    );
  });
  it('needs all listed scopes', () => {
    expect(
      hasAccess({ scopes: ['invoices', 'contracts'] }, { roles: [], scopes: ['invoices', 'contracts', 'x'] }),
    ).toBe(true);
    expect(hasAccess({ scopes: ['invoices', 'contracts'] }, { roles: [], scopes: ['invoices'] })).toBe(false);
  });
  it('needs any of the optional scopes', () => {
    expect(hasAccess({ optionalScopes: ['a', 'b'] }, { roles: [], scopes: ['b'] })).toBe(true);
    expect(hasAccess({ optionalScopes: ['a', 'b'] }, { roles: [], scopes: ['c'] })).toBe(false);
  });
  it('places no condition with empty lists', () => {
    expect(hasAccess({ roles: [], scopes: [], optionalScopes: [] }, { roles: [], scopes: [] })).toBe(true);
  });
});

describe('left menu filtering', () => {
  it('shows an item when the user has any of its roles', () => {
    const menu: MenuSection[] = [
      { id: 's', entries: [{ ...notesItem, roles: ['ROLE_ADMIN', 'ROLE_USER'] }] },
    ];
    expect(visibleIds(run(menu))).toEqual(['notes']);
    expect(visibleIds(run(menu, { roles: ['ROLE_SELLER'] }))).toEqual([]);
  });

  it('hides an item unless the token carries all of its scopes', () => {
    const menu: MenuSection[] = [{ id: 's', entries: [{ ...notesItem, scopes: ['notes', 'read'] }] }];
    expect(visibleIds(run(menu, { scopes: ['notes'] }))).toEqual([]);
    expect(visibleIds(run(menu, { scopes: ['notes', 'read'] }))).toEqual(['notes']);
  });

  it('shows an item with optional scopes when the token carries any of them', () => {
    const menu: MenuSection[] = [{ id: 's', entries: [{ ...notesItem, optionalScopes: ['a', 'b'] }] }];
    expect(visibleIds(run(menu, { scopes: ['b'] }))).toEqual(['notes']);
    expect(visibleIds(run(menu, { scopes: ['c'] }))).toEqual([]);
  });

  it('applies section and group rules to everything inside them', () => {
    const menu: MenuSection[] = [
      { id: 'admin', roles: ['ROLE_ADMIN'], entries: [notesItem] },
      {
        id: 'user',
        entries: [
          { type: 'group', id: 'g', labelKey: 'g', scopes: ['x'], items: [{ ...notesItem, id: 'n2' }] },
        ],
      },
    ];
    expect(visibleIds(run(menu))).toEqual([]);
    expect(visibleIds(run(menu, { roles: ['ROLE_ADMIN'], scopes: ['x'] }))).toEqual(['notes', 'g', 'n2']);
  });

  it('shows an item only when its module is enabled in the instance or the shell serves it', () => {
    const menu: MenuSection[] = [
      {
        id: 's',
        entries: [
          { type: 'item', id: 'invoices', labelKey: 'l', endpoint: 'online/invoices' },
          { type: 'item', id: 'report', labelKey: 'l', endpoint: 'online/energy-report' },
          { type: 'item', id: 'welcome', labelKey: 'l', endpoint: 'welcome' },
        ],
      },
    ];
    expect(visibleIds(run(menu))).toEqual(['report', 'welcome']);
  });

  it('hides the district heating entry while the hideDistrictHeatingSection cookie is true', () => {
    const menu: MenuSection[] = [
      {
        id: 's',
        entries: [
          {
            type: 'item',
            id: 'dh',
            labelKey: 'l',
            endpoint: 'online/energy-report',
            districtHeating: true,
          },
          notesItem,
        ],
      },
    ];
    expect(visibleIds(run(menu, { hidden: true }))).toEqual(['notes']);
    expect(visibleIds(run(menu, { hidden: false }))).toEqual(['dh', 'notes']);
  });

  it('keeps external links the user may see and drops sub headers with nothing under them', () => {
    const menu: MenuSection[] = [
      {
        id: 's',
        entries: [
          { type: 'subheader', id: 'h1', labelKey: 'l' },
          { type: 'item', id: 'invoices', labelKey: 'l', endpoint: 'online/invoices' },
          { type: 'subheader', id: 'h2', labelKey: 'l' },
          { type: 'external', id: 'ext', labelKey: 'l', url: 'https://example.com' },
        ],
      },
    ];
    expect(visibleIds(run(menu))).toEqual(['h2', 'ext']);
  });

  it('a labelled section never shows its heading with nothing under it: a sub header its items left first heads it', () => {
    // a Support section whose pages nothing serves (no module publishes them), the links remain
    const menu: MenuSection[] = [
      {
        id: 'support',
        labelKey: 'shell.menu.support',
        entries: [
          { type: 'item', id: 'summary', labelKey: 'l', endpoint: 'online/summary-report' },
          { type: 'subheader', id: 'links', labelKey: 'shell.menu.links' },
          { type: 'external', id: 'website', labelKey: 'l', url: 'https://example.com' },
        ],
      },
      {
        id: 'more',
        labelKey: 'l',
        entries: [
          { type: 'item', id: 'map', labelKey: 'l', endpoint: 'online/disturbance-map' },
          { type: 'subheader', id: 'h', labelKey: 'l' },
        ],
      },
    ];
    const sections = run(menu);
    expect(sections.map((section) => section.id)).toEqual(['support']);
    expect(sections[0]!.labelKey).toBe('shell.menu.links');
    expect(visibleIds(sections)).toEqual(['website']);
  });

  it("shows the content pages of the instance's menu (the shell serves them from instance files), by their rule", () => {
    const menu: MenuSection[] = [
      {
        id: 'support',
        entries: [
          { type: 'item', id: 'faq', labelKey: 'l', endpoint: 'online/faq', roles: ['ROLE_USER'] },
          { type: 'item', id: 'cs', labelKey: 'l', endpoint: 'online/customer-service', scopes: ['cs'] },
        ],
      },
    ];
    expect(visibleIds(run(menu))).toEqual(['faq']);
    expect(visibleIds(run(menu, { scopes: ['cs'] }))).toEqual(['faq', 'cs']);
  });

  it('shows no menu to a logged-out user (menu checks need a token)', () => {
    expect(run([{ id: 's', entries: [notesItem] }], { loggedOut: true })).toEqual([]);
  });

  it('an empty menu has no first active item (the catch-all then shows 401)', () => {
    expect(
      firstActiveItem(
        run([{ id: 's', entries: [{ ...notesItem, roles: ['ROLE_USER'] }] }], { roles: ['ROLE_SELLER'] }),
      ),
    ).toBeNull();
  });

  it('the online home item takes the instance home roles when it names none', () => {
    const instance = testInstance({ homeRoles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const home = { type: 'item', id: 'home', labelKey: 'l', endpoint: 'online/home' } as const;
    expect(ruleOfItem(home, instance).roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
    expect(ruleOfItem({ ...home, roles: ['ROLE_SUPERUSER'] }, instance).roles).toEqual(['ROLE_SUPERUSER']);
  });

  it('hides the dashboard until an enabled module publishes a widget', () => {
    const menu: MenuSection[] = [
      { id: 's', entries: [{ type: 'item', id: 'home', labelKey: 'l', endpoint: 'online/home' }] },
    ];
    expect(visibleIds(run(menu, { roles: ['ROLE_USER'] }))).toEqual([]);
    const withWidget = [
      ...PUBLISHED.slice(1),
      { ...PUBLISHED[0]!, widgets: [{ id: 'notes.latest', titleKey: 'notes.title' }] },
    ];
    expect(visibleIds(run(menu, { roles: ['ROLE_USER'], publications: withWidget }))).toEqual(['home']);
  });

  it('a new remote that publishes an endpoint shows its item, with no shell change', () => {
    const menu: MenuSection[] = [
      { id: 's', entries: [{ type: 'item', id: 'invoices', labelKey: 'l', endpoint: 'online/invoices' }] },
    ];
    expect(visibleIds(run(menu))).toEqual([]);
    const billing: ModulePublication = {
      id: 'billing',
      routes: [{ endpoint: 'online/invoices', titleKey: 'billing.invoices.title' }],
    };
    expect(visibleIds(run(menu, { publications: [...PUBLISHED, billing] }))).toEqual(['invoices']);
  });

  it("a module whose publication could not be read only hides that module's items", () => {
    const menu: MenuSection[] = [
      {
        id: 's',
        entries: [notesItem, { type: 'item', id: 'report', labelKey: 'l', endpoint: 'online/energy-report' }],
      },
    ];
    expect(visibleIds(run(menu, { publications: [PUBLISHED[0]!, null] }))).toEqual(['notes']);
  });
});
