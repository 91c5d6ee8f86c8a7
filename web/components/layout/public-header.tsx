import { css } from 'styled-system/css';
import { LinkButton } from '../ui/button';
import { Logo } from './logo';

export function PublicHeader() {
  return (
    <header className={css({ borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.surface' })}>
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '8' },
          h: '16',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <Logo />
        <LinkButton to="/login" size="sm">
          Sign In
        </LinkButton>
      </div>
    </header>
  );
}
