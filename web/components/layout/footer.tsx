import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { comparisons, discordInvite } from '../../lib/links';
import { Badge } from '../ui/badge';

const footer = css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', mt: 'auto' });
const inner = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '8' }, py: '8', display: 'grid', gap: '6' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' });
const links = css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '2', textStyle: 'sm' });
const link = css({
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
});

export function Footer() {
  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={row}>
          <nav aria-label="Footer" className={links}>
            <Link to="/terms-of-service" className={link}>
              Terms of Service
            </Link>
            <Link to="/privacy-policy" className={link}>
              Privacy Policy
            </Link>
            {comparisons.map(({ slug, label }) => (
              <Link key={slug} to="/comparisons/$slug" params={{ slug }} className={link}>
                {label}
              </Link>
            ))}
          </nav>
          <a
            href={discordInvite}
            target="_blank"
            rel="noopener noreferrer"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Join Discord
          </a>
        </div>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            textStyle: 'sm',
            color: 'fg.muted',
          })}
        >
          <span>© 2025 Prepwise. All rights reserved.</span>
          <Badge tone="accent">Beta</Badge>
        </div>
      </div>
    </footer>
  );
}
