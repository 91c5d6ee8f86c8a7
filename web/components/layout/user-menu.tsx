// The account button in the navigation bar. Its menu (Ark UI's menu and the
// positioning code under it, a fifth of the shell's JavaScript) loads just after
// the shell rather than with it (npm run bench:bundle); until then the same
// button shows, and it opens the menu once the code has arrived.
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import type { CurrentUser } from '../../api/queries/user';
import { Avatar } from '../ui/avatar';

const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export const accountTrigger = css({ borderRadius: 'full', cursor: 'pointer', bg: 'transparent', border: '0', p: '0' });

/** The button is named "Account menu"; the initials inside are decoration. */
export function AccountPicture({ user }: { user: CurrentUser }) {
  return (
    <span aria-hidden="true">
      <Avatar name={user.name} picture={user.picture} />
    </span>
  );
}

export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <Suspense
      fallback={
        <button type="button" aria-label="Account menu" aria-haspopup="menu" className={accountTrigger}>
          <AccountPicture user={user} />
        </button>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
