import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Person24Regular, PersonAccounts24Regular, SignOut24Regular } from '@fluentui/react-icons';
import type { UserInfo } from '@portal/shared';
import { usePortal } from '@portal/shared';
import { sessionActions } from '../session';
import { useCompactLabelStyles } from './compactLabel';
import { firstWordOf } from './headerTitleTarget';

/** The user menu: the first word of the first name, account and logout. */
export function UserMenu({ user }: { user: UserInfo }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathTo } = usePortal();
  const compact = useCompactLabelStyles();
  const name = firstWordOf(user.firstName, user.username);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<Person24Regular />}
          aria-label={intl.formatMessage({ id: 'shell.header.userMenu' }, { name })}
        >
          <span className={compact.label}>{name}</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonAccounts24Regular />} onClick={() => navigate(pathTo('account/general'))}>
            {intl.formatMessage({ id: 'shell.header.account' })}
          </MenuItem>
          <MenuItem icon={<SignOut24Regular />} onClick={() => dispatch(sessionActions.logoutRequested())}>
            {intl.formatMessage({ id: 'shell.header.logout' })}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
