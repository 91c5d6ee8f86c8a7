// The signed-in navigation bar: logo, four tabs (a menu on small screens), the
// notifications bell and the user menu.
import { Link, useRouterState } from '@tanstack/react-router';
import { BellIcon, MenuIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { CurrentUser } from '../../api/queries/user';
import { Button } from '../ui/button';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

const tabs = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/courses', label: 'Courses' },
  { to: '/exams', label: 'Exams' },
  { to: '/analytics', label: 'Analytics' },
] as const;

/** A tab is active when the path starts with its path; Dashboard also on / (spec: shared chrome). */
export function isTabActive(tabPath: string, pathname: string): boolean {
  return pathname.startsWith(tabPath) || (tabPath === '/dashboard' && pathname === '/');
}

const bar = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.surface/90',
  backdropFilter: 'blur(8px)',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
const inner = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '8' },
  h: '16',
  display: 'flex',
  alignItems: 'center',
  gap: '6',
});
const tab = css({
  px: '3',
  h: '9',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  textStyle: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[data-active=true]': { bg: 'accent.subtle', color: 'accent.text' },
});
const mobileTab = css({ h: '11', w: 'full', px: '4', textStyle: 'md' });

export function NavBar({ user }: { user: CurrentUser | null }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const tabLinks = (className: string) =>
    tabs.map(({ to, label }) => {
      const active = isTabActive(to, pathname);
      return (
        <Link
          key={to}
          to={to}
          className={className}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          onClick={() => setMenuOpen(false)}
        >
          {label}
        </Link>
      );
    });

  return (
    <header className={bar}>
      <div className={inner}>
        <Logo to="/dashboard" />
        <nav aria-label="Main" className={css({ display: { base: 'none', md: 'flex' }, gap: '1' })}>
          {tabLinks(tab)}
        </nav>
        <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
          <Button variant="ghost" size="icon" aria-label="Notifications" className={css({ position: 'relative' })}>
            <BellIcon />
            <span
              aria-hidden="true"
              className={css({
                position: 'absolute',
                top: '2',
                right: '2.5',
                w: '2',
                h: '2',
                borderRadius: 'full',
                bg: 'danger.default',
                ring: '2px solid',
                ringColor: 'bg.surface',
              })}
            />
          </Button>
          {user ? <UserMenu user={user} /> : null}
          <Button
            variant="ghost"
            size="icon"
            className={css({ display: { base: 'inline-flex', md: 'none' } })}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon /> : <MenuIcon />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className={css({
            display: { base: 'flex', md: 'none' },
            flexDirection: 'column',
            gap: '1',
            px: '4',
            pb: '4',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            pt: '2',
          })}
        >
          {tabLinks(cx(tab, mobileTab))}
        </nav>
      ) : null}
    </header>
  );
}
