import { LogOutIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { type CurrentUser, useLogout } from '../../api/queries/user';
import { Menu } from '../ui/menu';
import { AccountPicture, accountTrigger } from './user-menu';

/** The account menu: who is signed in, and Log out (loaded lazily by ./user-menu). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger aria-label="Account menu" className={accountTrigger}>
        <AccountPicture user={user} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>
              <span className={css({ display: 'block', fontWeight: 'semibold', color: 'fg.default' })}>
                {user.name}
              </span>
              <span className={css({ display: 'block', color: 'fg.muted', wordBreak: 'break-all' })}>{user.email}</span>
            </Menu.ItemGroupLabel>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="logout" disabled={logout.isPending} closeOnSelect={false} onSelect={() => logout.mutate()}>
            <LogOutIcon />
            {logout.isPending ? 'Logging out...' : 'Log out'}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
