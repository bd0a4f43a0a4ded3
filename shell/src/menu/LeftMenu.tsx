import type { MouseEvent } from 'react';
import { Fragment, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, Open16Regular } from '@fluentui/react-icons';
import type { MenuExternalLink, MenuGroup, MenuItem, MenuSection } from '@portal/instances';
import { usePortal } from '@portal/shared';
import { useShell } from '../app/ShellContext';
import { VISUALLY_HIDDEN } from '../layout/visuallyHidden';
import { parsePortalPath } from '../routing/paths';
import { MenuIcon } from './menuIcons';

const useStyles = makeStyles({
  // never narrowed by a wide page (a table, a row of tabs), and kept in view while the page scrolls
  drawer: {
    flexShrink: 0,
    alignSelf: 'flex-start',
    position: 'sticky',
    top: 0,
    height: 'auto',
    maxHeight: '100vh',
  },
  overlayNav: { backgroundColor: 'transparent' },
  visuallyHidden: VISUALLY_HIDDEN,
  external: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type Child = MenuGroup['items'][number];

function useLabel(): (key: string) => string {
  const intl = useIntl();
  return (key) => intl.formatMessage({ id: key });
}

function InternalItem({ item, sub, onNavigate }: { item: MenuItem; sub: boolean; onNavigate: () => void }) {
  const { pathTo } = usePortal();
  const label = useLabel();
  const navigate = useNavigate();
  const to = pathTo(item.endpoint);
  const href = useHref(to);
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(to);
    onNavigate();
  };
  if (sub) {
    return (
      <NavSubItem href={href} value={item.id} onClick={onClick}>
        {label(item.labelKey)}
      </NavSubItem>
    );
  }
  return (
    <NavItem href={href} value={item.id} icon={<MenuIcon name={item.icon} />} onClick={onClick}>
      {label(item.labelKey)}
    </NavItem>
  );
}

/** External links open in a new tab, say so to screen readers, and give the page no access to the opener. */
function ExternalItem({ link, sub }: { link: MenuExternalLink; sub: boolean }) {
  const styles = useStyles();
  const label = useLabel();
  const content = (
    <span className={styles.external}>
      {label(link.labelKey)}
      <Open16Regular aria-hidden />
      <span className={styles.visuallyHidden}>{label('shell.nav.opensInNewTab')}</span>
    </span>
  );
  const common = { href: link.url, value: link.id, target: '_blank', rel: 'noopener noreferrer' };
  return sub ? (
    <NavSubItem {...common}>{content}</NavSubItem>
  ) : (
    <NavItem {...common} icon={<MenuIcon name={link.icon} />}>
      {content}
    </NavItem>
  );
}

function Entry({
  entry,
  sub,
  onNavigate,
}: {
  entry: Child | MenuGroup;
  sub: boolean;
  onNavigate: () => void;
}) {
  const label = useLabel();
  switch (entry.type) {
    case 'item':
      return <InternalItem item={entry} sub={sub} onNavigate={onNavigate} />;
    case 'external':
      return <ExternalItem link={entry} sub={sub} />;
    case 'subheader':
      return <NavSectionHeader>{label(entry.labelKey)}</NavSectionHeader>;
    case 'group':
      return (
        <NavCategory value={entry.id}>
          <NavCategoryItem icon={<MenuIcon name={entry.icon} />}>{label(entry.labelKey)}</NavCategoryItem>
          <NavSubItemGroup>
            {entry.items.map((child) => (
              <Entry key={child.id} entry={child} sub onNavigate={onNavigate} />
            ))}
          </NavSubItemGroup>
        </NavCategory>
      );
  }
}

/** The id of the menu item for the current address, and the group it sits in (opened by default). */
function findSelected(sections: MenuSection[], endpoint: string): { item?: string; group?: string } {
  for (const section of sections) {
    for (const entry of section.entries) {
      if (entry.type === 'item' && entry.endpoint === endpoint) return { item: entry.id };
      if (entry.type === 'group') {
        const child = entry.items.find((c) => c.type === 'item' && c.endpoint === endpoint);
        if (child) return { item: child.id, group: entry.id };
      }
    }
  }
  return {};
}

/** The left menu: sections, collapsible groups, sub headers and external links; a drawer on small screens. */
export function LeftMenu({ narrow }: { narrow: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const label = useLabel();
  const { pathname } = useLocation();
  const { visibleMenu, menuOpen, setMenuOpen } = useShell();
  const selected = findSelected(visibleMenu, parsePortalPath(pathname).endpoint);
  const closeOnNarrow = () => {
    if (narrow) setMenuOpen(false);
  };
  // the group of the current page opens whenever the page changes (also after a redirect, e.g. the login's)
  const [openGroups, setOpenGroups] = useState<string[]>(selected.group ? [selected.group] : []);
  useEffect(() => {
    const group = selected.group;
    if (group) setOpenGroups((open) => (open.includes(group) ? open : [...open, group]));
  }, [selected.group]);
  const toggleGroup = (group: string) =>
    setOpenGroups((open) => (open.includes(group) ? open.filter((g) => g !== group) : [...open, group]));

  const menuLabel = intl.formatMessage({ id: 'shell.nav.label' });
  const navProps = {
    selectedValue: selected.item ?? '',
    openCategories: openGroups,
    // Fluent's Nav names the toggled group in categoryValue (value is '' for a group header)
    onNavCategoryItemToggle: (_: unknown, data: { categoryValue?: unknown }) =>
      toggleGroup(String(data.categoryValue ?? '')),
    'aria-label': menuLabel,
  };
  const sections = visibleMenu.map((section, index) => (
    <Fragment key={section.id}>
      {index > 0 && <NavDivider />}
      {section.labelKey && <NavSectionHeader>{label(section.labelKey)}</NavSectionHeader>}
      {section.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} sub={false} onNavigate={closeOnNarrow} />
      ))}
    </Fragment>
  ));

  if (narrow) {
    // A modal drawer is a dialog (it carries aria-modal) with the navigation inside it: `nav` itself must
    // not be modal. It closes with its own labelled button, Escape or a click outside.
    return (
      <OverlayDrawer
        id="portal-menu"
        open={menuOpen}
        onOpenChange={(_, data) => setMenuOpen(data.open)}
        aria-labelledby="portal-menu-title"
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            heading={{ id: 'portal-menu-title' }}
            action={
              <Button
                appearance="subtle"
                icon={<Dismiss24Regular />}
                aria-label={intl.formatMessage({ id: 'shell.header.closeMenu' })}
                onClick={() => setMenuOpen(false)}
              />
            }
          >
            {menuLabel}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <Nav role="navigation" className={styles.overlayNav} {...navProps}>
            {sections}
          </Nav>
        </DrawerBody>
      </OverlayDrawer>
    );
  }

  return (
    <NavDrawer id="portal-menu" className={styles.drawer} type="inline" open {...navProps}>
      <NavDrawerBody>{sections}</NavDrawerBody>
    </NavDrawer>
  );
}
