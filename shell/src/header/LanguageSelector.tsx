import { lazy, Suspense, useState, type ComponentProps, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { MenuButton } from '@fluentui/react-components';
import { LocalLanguage24Regular } from '@fluentui/react-icons';
import { usePortal } from '@portal/shared';

// The menu (Fluent's menu, positioning and popover code, about 25 KB gzip) is fetched when the user
// reaches for the button, not with the login page (docs/first-load.md).
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);

export type LanguageButton = (props: ComponentProps<typeof MenuButton>) => ReactElement;

/** The language button; its menu arrives on first hover, focus or click. */
export function LanguageSelector() {
  const intl = useIntl();
  const { instance, language } = usePortal();
  const [opened, setOpened] = useState(false);
  if (instance.languages.length < 2) return null;
  const code = language.slice(0, 2).toUpperCase();

  const button: LanguageButton = (props) => (
    <MenuButton
      appearance="subtle"
      icon={<LocalLanguage24Regular />}
      // the visible code starts the name (WCAG 2.5.3 label in name)
      aria-label={`${code}, ${intl.formatMessage({ id: 'shell.header.language' })}: ${intl.formatMessage({ id: `shell.language.${language}` })}`}
      aria-haspopup="menu"
      {...props}
    >
      {code}
    </MenuButton>
  );
  const before = button({
    onPointerEnter: () => void loadMenu(),
    onFocus: () => void loadMenu(),
    onClick: () => setOpened(true),
  });

  if (!opened) return before;
  return (
    <Suspense fallback={before}>
      <LanguageMenu trigger={button} />
    </Suspense>
  );
}
