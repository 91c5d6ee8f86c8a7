// The closing call to action of the landing and comparison pages.
import { LockIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { LinkButton } from '../ui/button';
import { container } from './section';

export function CallToAction({
  title,
  text,
  note,
  afterBand = false,
}: {
  title: string;
  text: string;
  note: string;
  /** Follows a band with its own background and border, so it needs the full gap above it too. */
  afterBand?: boolean;
}) {
  return (
    <section
      aria-labelledby="call-to-action-title"
      className={css({
        pt: afterBand ? { base: '16', md: '24' } : { base: '4', md: '8' },
        pb: { base: '16', md: '24' },
      })}
    >
      <div className={container}>
        <div
          className={css({
            position: 'relative',
            overflow: 'hidden',
            bg: 'accent.emphasized',
            color: 'accent.fg',
            borderRadius: 'l3',
            px: { base: '6', md: '12' },
            py: { base: '12', md: '16' },
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '5',
            boxShadow: 'popover',
          })}
        >
          <h2
            id="call-to-action-title"
            className={css({
              textStyle: { base: '3xl', md: '4xl' },
              fontWeight: 'bold',
              letterSpacing: '-0.02em',
              lineHeight: '1.15',
            })}
          >
            {title}
          </h2>
          <p className={css({ textStyle: { base: 'md', md: 'lg' }, color: 'accent.muted', maxW: 'xl' })}>{text}</p>
          <LinkButton
            to="/login"
            size="lg"
            variant="outline"
            className={css({ mt: '2', borderColor: 'transparent', color: 'accent.text' })}
          >
            Get Started Free →
          </LinkButton>
          <p className={css({ textStyle: 'sm', color: 'accent.muted', maxW: 'md' })}>
            <LockIcon
              aria-hidden="true"
              className={css({ display: 'inline', w: '4', h: '4', mr: '1.5', verticalAlign: '-0.2em' })}
            />
            {note}
          </p>
        </div>
      </div>
    </section>
  );
}
