// The not-found screen inside a public page's frame (an unknown comparison page):
// the same words as the app's Page Not Found screen, but as a section of the
// frame's <main> rather than a second <main>.
import { css } from 'styled-system/css';
import { LinkButton } from '../ui/button';

export function PublicNotFound() {
  return (
    <section
      aria-labelledby="not-found-title"
      className={css({
        flex: '1',
        minH: '60dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        p: '6',
        textAlign: 'center',
      })}
    >
      <p className={css({ color: 'accent.text', fontWeight: 'semibold' })}>404</p>
      <h1 id="not-found-title" className={css({ textStyle: '2xl', fontWeight: 'bold' })}>
        Page Not Found
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>
        The page you are looking for does not exist or has moved.
      </p>
      <LinkButton to="/" variant="outline" className={css({ mt: '2' })}>
        Go to the home page
      </LinkButton>
    </section>
  );
}
