import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { LocalLanguage24Regular } from '@fluentui/react-icons';
import type { Language } from '@portal/instances';
import { usePortal } from '@portal/shared';
import { rewriteLanguage } from '../routing/paths';

/** A language change rewrites the language segment of the current address. */
export function LanguageSelector() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { instance, language } = usePortal();
  if (instance.languages.length < 2) return null;
  const code = language.slice(0, 2).toUpperCase();

  const select = (next: Language) => {
    if (next !== language) navigate(rewriteLanguage(location, next));
  };

  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (next) select(next as Language);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<LocalLanguage24Regular />}
          // the visible code starts the name (WCAG 2.5.3 label in name)
          aria-label={`${code}, ${intl.formatMessage({ id: 'shell.header.language' })}: ${intl.formatMessage({ id: `shell.language.${language}` })}`}
        >
          {code}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {instance.languages.map((option) => (
            <MenuItemRadio key={option} name="language" value={option} lang={option}>
              {intl.formatMessage({ id: `shell.language.${option}` })}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
