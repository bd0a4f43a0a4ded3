import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { Language } from '@portal/instances';
import { usePortal } from '@portal/shared';
import { rewriteLanguage } from '../routing/paths';
import type { LanguageButton } from './LanguageSelector';

/** The language menu, its own chunk (LanguageSelector). A change rewrites the language segment of the address. */
export default function LanguageMenu({ trigger }: { trigger: LanguageButton }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { instance, language } = usePortal();
  return (
    <Menu
      // it replaces the button that was clicked, so it starts open
      defaultOpen
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as Language | undefined;
        if (next && next !== language) navigate(rewriteLanguage(location, next));
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger({})}</MenuTrigger>
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
