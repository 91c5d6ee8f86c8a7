import { LogOutIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { type CurrentUser, useLogout } from '../../api/queries/user';
import { Avatar } from '../ui/avatar';
import { Menu } from '../ui/menu';

export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger
        aria-label="Account menu"
        className={css({ borderRadius: 'full', cursor: 'pointer', bg: 'transparent', border: '0', p: '0' })}
      >
        {/* The button is named "Account menu"; the initials inside are decoration. */}
        <span aria-hidden="true">
          <Avatar name={user.name} picture={user.picture} />
        </span>
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
